// Package server is the HTTP layer of the service, built on Gin: middleware, routes and handlers.
package server

import (
	"net/http"
	"os"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/config"
)

// Server serves the HTTP API.
type Server struct {
	cfg    config.Config
	deps   Deps
	engine *gin.Engine
}

// New builds the router: middleware first, then the routes.
func New(cfg config.Config, deps Deps) *Server {
	if os.Getenv(gin.EnvGinMode) == "" {
		gin.SetMode(gin.ReleaseMode)
	}
	s := &Server{cfg: cfg, deps: deps, engine: gin.New()}
	// A path served for other methods answers 405 with Allow, not 404.
	s.engine.HandleMethodNotAllowed = true
	// Client IPs come from the connection; list your proxies here if you run behind one.
	if err := s.engine.SetTrustedProxies(nil); err != nil {
		panic(err)
	}

	{{@slot:server.middleware}}

	s.routes()
	return s
}

func (s *Server) routes() {
	s.engine.NoRoute(func(c *gin.Context) {
		s.writeJSON(c, http.StatusNotFound, gin.H{"error": statusMessage(http.StatusNotFound)})
	})
	s.engine.NoMethod(func(c *gin.Context) {
		s.writeJSON(c, http.StatusMethodNotAllowed, gin.H{"error": statusMessage(http.StatusMethodNotAllowed)})
	})
	s.engine.GET("/health", s.health)

	{{@slot:server.routes}}
}

// Handler returns the server's http.Handler.
func (s *Server) Handler() http.Handler {
	return s.engine
}
