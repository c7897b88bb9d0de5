// Package server is the HTTP layer of the service, built on Echo: middleware, routes and handlers.
package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/config"
)

// Server serves the HTTP API.
type Server struct {
	cfg  config.Config
	deps Deps
	echo *echo.Echo
}

// New builds the router: middleware first, then the routes.
func New(cfg config.Config, deps Deps) *Server {
	e := echo.NewWithConfig(echo.Config{Logger: deps.Logger})
	s := &Server{cfg: cfg, deps: deps, echo: e}

	{{@slot:server.middleware}}

	s.routes()
	return s
}

func (s *Server) routes() {
	s.echo.GET("/health", s.health)

	{{@slot:server.routes}}
}

// Handler returns the server's http.Handler.
func (s *Server) Handler() http.Handler {
	return s.echo
}
