// Package server is the HTTP layer of the service, built on chi: middleware, routes and handlers.
// Handlers are plain http.HandlerFuncs and middleware plain func(http.Handler) http.Handler.
package server

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"{{@module}}/internal/config"
)

// Server serves the HTTP API.
type Server struct {
	cfg    config.Config
	deps   Deps
	router chi.Router
}

// New builds the router: middleware first (chi refuses middleware after the first route), then the
// routes.
func New(cfg config.Config, deps Deps) *Server {
	s := &Server{cfg: cfg, deps: deps, router: chi.NewRouter()}

	{{@slot:server.middleware}}

	s.routes()
	return s
}

func (s *Server) routes() {
	s.router.NotFound(notFound)
	s.router.MethodNotAllowed(func(w http.ResponseWriter, _ *http.Request) {
		writeError(w, http.StatusMethodNotAllowed, "method not allowed")
	})
	s.router.Get("/health", s.health)

	{{@slot:server.routes}}
}

// Handler returns the server's http.Handler.
func (s *Server) Handler() http.Handler {
	return s.router
}
