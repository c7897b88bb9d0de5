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
	s.router.NotFound(func(w http.ResponseWriter, _ *http.Request) {
		writeError(w, http.StatusNotFound, statusMessage(http.StatusNotFound))
	})
	s.router.MethodNotAllowed(s.methodNotAllowed)
	s.router.Get("/health", s.health)

	{{@slot:server.routes}}
}

// methodNotAllowed answers a request whose path has routes for other methods only: 405 with those
// methods in Allow, as HTTP requires (chi writes Allow only in its own, plain-text 405).
func (s *Server) methodNotAllowed(w http.ResponseWriter, r *http.Request) {
	path := r.URL.RawPath
	if path == "" {
		path = r.URL.Path
	}
	for _, method := range []string{
		http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions,
	} {
		if s.router.Match(chi.NewRouteContext(), method, path) {
			w.Header().Add("Allow", method)
		}
	}
	writeError(w, http.StatusMethodNotAllowed, "method not allowed")
}

// Handler returns the server's http.Handler.
func (s *Server) Handler() http.Handler {
	return s.router
}
