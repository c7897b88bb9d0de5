package server

import (
	"net/http"
	"strings"
)

// statusMessage is the message of the API's JSON error, {"error": "..."}, for a status that the
// router or the middleware answers by itself: "not found", "method not allowed", "request body too
// large", ...
func statusMessage(status int) string {
	if status == http.StatusRequestEntityTooLarge {
		return "request body too large"
	}
	return strings.ToLower(http.StatusText(status))
}
