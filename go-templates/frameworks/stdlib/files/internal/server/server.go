// Package server is the HTTP layer of the service, built on the standard library alone: an
// http.ServeMux routing by method and path pattern, middleware as http.Handler wrappers.
package server

import (
	"net/http"

	"{{@module}}/internal/config"
)

// Server serves the HTTP API.
type Server struct {
	cfg        config.Config
	deps       Deps
	mux        *http.ServeMux
	middleware []func(http.Handler) http.Handler
	patterns   []string
}

// New builds the router: middleware first, then the routes.
func New(cfg config.Config, deps Deps) *Server {
	s := &Server{cfg: cfg, deps: deps, mux: http.NewServeMux()}

	{{@slot:server.middleware}}

	s.routes()
	return s
}

func (s *Server) routes() {
	// "/" matches every request no other pattern does: unknown routes get the API's JSON 404.
	s.mux.HandleFunc("/", notFound)
	s.handle("GET /health", s.health)

	{{@slot:server.routes}}
}

// use adds middleware around every request; the first added runs first.
func (s *Server) use(middleware ...func(http.Handler) http.Handler) {
	s.middleware = append(s.middleware, middleware...)
}

// handle serves pattern, "METHOD /path/{wildcard}" (read a wildcard with r.PathValue), with handler
// behind the given middleware, the first outermost.
func (s *Server) handle(pattern string, handler http.HandlerFunc, middleware ...func(http.Handler) http.Handler) {
	s.mux.Handle(pattern, chain(handler, middleware))
	s.patterns = append(s.patterns, pattern)
}

// Handler returns the server's http.Handler: the routes behind the middleware.
func (s *Server) Handler() http.Handler {
	return chain(s.mux, s.middleware)
}

// chain wraps h in middleware, the first outermost.
func chain(h http.Handler, middleware []func(http.Handler) http.Handler) http.Handler {
	for i := len(middleware) - 1; i >= 0; i-- {
		h = middleware[i](h)
	}
	return h
}
