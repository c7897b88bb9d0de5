package server

import (
	"mime"
	"net/http"
)

// bodyRule is what the body of a request may be.
type bodyRule struct {
	// limit is the most bytes it may have.
	limit int64
	// json requires it to be application/json: the API's routes take nothing else, so that a
	// cross-site form (text/plain, which a browser sends without asking) cannot call them.
	json bool
}

// checkBody tells whether a request whose body has contentLength bytes (-1 when unknown: chunked)
// and type contentType may reach the handlers: 413 when it declares more bytes than rule allows,
// 415 when rule wants JSON and the body is something else; status 0 when it may. It runs before
// anything reads the body: an oversized one is refused without being read.
func checkBody(rule bodyRule, contentType string, contentLength int64) (status int, message string) {
	if contentLength > rule.limit {
		return http.StatusRequestEntityTooLarge, statusMessage(http.StatusRequestEntityTooLarge)
	}
	if rule.json && contentLength != 0 {
		if mediaType, _, err := mime.ParseMediaType(contentType); err != nil || mediaType != "application/json" {
			return http.StatusUnsupportedMediaType, "the body must be application/json"
		}
	}
	return 0, ""
}
