package server

import "crypto/rand"

// RequestIDHeader carries the ID of a request: the client's when it sends a well-formed one, a new
// one otherwise. Responses echo it and every log line of the request records it.
const RequestIDHeader = "X-Request-ID"

// requestIDFrom is the ID of a request whose X-Request-ID header is header: the client's when it is
// well-formed, a new random one otherwise. A malformed ID is never echoed or logged.
func requestIDFrom(header string) string {
	if validRequestID(header) {
		return header
	}
	return rand.Text()
}

// validRequestID accepts 1 to 64 letters, digits, '.', '_' and '-': enough for UUIDs and the IDs of
// proxies and tracing systems, and nothing that could break a header or a log line.
func validRequestID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '_', r == '-':
		default:
			return false
		}
	}
	return true
}
