package server

import (
	"net/http"
	"strings"
)

// routePattern is the path of the pattern that serves r, such as /api/v1/notes/{id}, for the metrics
// and traces that name requests by route; "" when none does (the catch-all "/" of unknown routes has
// no method).
func (s *Server) routePattern(r *http.Request) string {
	_, pattern := s.mux.Handler(r)
	_, path, hasMethod := strings.Cut(pattern, " ")
	if !hasMethod {
		return ""
	}
	return path
}
