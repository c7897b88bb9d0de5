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
	return chain(http.HandlerFunc(s.route), s.middleware)
}

// route serves r through the mux. When no pattern matches, the mux answers by itself, 404, or 405
// with the Allow header when the path has patterns for other methods, in plain text: those answers
// are sent in the API's JSON shape instead, keeping their status and headers. (A catch-all "/"
// pattern would give the JSON 404, but also turn every 405 into a 404.)
func (s *Server) route(w http.ResponseWriter, r *http.Request) {
	h, pattern := s.mux.Handler(r)
	if pattern != "" {
		s.mux.ServeHTTP(w, r)
		return
	}
	answer := &muxAnswer{header: w.Header()}
	h.ServeHTTP(answer, r)
	writeError(w, answer.status, statusMessage(answer.status))
}

// muxAnswer keeps the status and headers of the mux's own answer (Allow, for a 405) and drops its
// plain-text body. writeError sets the Content-Type again.
type muxAnswer struct {
	header http.Header
	status int
}

func (a *muxAnswer) Header() http.Header         { return a.header }
func (a *muxAnswer) Write(b []byte) (int, error) { return len(b), nil }
func (a *muxAnswer) WriteHeader(status int)      { a.status = status }

// chain wraps h in middleware, the first outermost.
func chain(h http.Handler, middleware []func(http.Handler) http.Handler) http.Handler {
	for i := len(middleware) - 1; i >= 0; i-- {
		h = middleware[i](h)
	}
	return h
}
