package server

// RequestIDHeader carries the ID of a request: the client's when it sends a well-formed one, a new
// one otherwise. Responses echo it and request logs record it.
const RequestIDHeader = "X-Request-ID"
