package server

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// routePattern is the pattern of the route that served r, such as /api/v1/notes/{id}, for the metrics
// and traces that name requests by route; "" when none did. chi records it in the request's routing
// context as it routes.
func (s *Server) routePattern(r *http.Request) string {
	return chi.RouteContext(r.Context()).RoutePattern()
}
