// Package server is the HTTP layer of the service, built on Gin: middleware, routes and handlers.
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strconv"

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
		c.JSON(http.StatusNotFound, gin.H{"error": "not found"})
	})
	s.engine.GET("/health", s.health)

	{{@slot:server.routes}}
}

// Handler returns the server's http.Handler.
func (s *Server) Handler() http.Handler {
	return s.engine
}

// Addr returns the address the server listens on.
func (s *Server) Addr() string {
	return net.JoinHostPort("", strconv.Itoa(s.cfg.HTTP.Port))
}

// Run serves HTTP until ctx is cancelled, then shuts down gracefully: it stops accepting
// connections and waits up to SHUTDOWN_TIMEOUT for in-flight requests.
func (s *Server) Run(ctx context.Context) error {
	httpServer := &http.Server{
		Addr:              s.Addr(),
		Handler:           s.engine,
		ReadHeaderTimeout: s.cfg.HTTP.ReadTimeout,
		ReadTimeout:       s.cfg.HTTP.ReadTimeout,
		WriteTimeout:      s.cfg.HTTP.WriteTimeout,
		IdleTimeout:       s.cfg.HTTP.IdleTimeout,
		ErrorLog:          slog.NewLogLogger(s.deps.Logger.Handler(), slog.LevelWarn),
	}
	ln, err := net.Listen("tcp", httpServer.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", httpServer.Addr, err)
	}
	s.deps.Logger.Info("http server listening", "addr", ln.Addr().String(), "framework", "gin")

	served := make(chan error, 1)
	go func() { served <- httpServer.Serve(ln) }()

	select {
	case err := <-served:
		return fmt.Errorf("http server: %w", err)
	case <-ctx.Done():
	}

	s.deps.Logger.Info("http server shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.cfg.HTTP.ShutdownTimeout)
	defer cancel()
	if err := httpServer.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("http server shutdown: %w", err)
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("http server: %w", err)
	}
	s.deps.Logger.Info("http server stopped")
	return nil
}
