package server

import (
	"net/http"
	"strings"
)

// routePattern is the path of the pattern that serves r, such as /api/v1/notes/{id}, for the metrics
// and traces that name requests by route; "" when none does (404, 405) or r is a redirect to a
// cleaned path, whose "pattern" is that path.
func (s *Server) routePattern(r *http.Request) string {
	_, pattern := s.mux.Handler(r)
	_, path, hasMethod := strings.Cut(pattern, " ")
	if !hasMethod {
		return ""
	}
	return path
}
