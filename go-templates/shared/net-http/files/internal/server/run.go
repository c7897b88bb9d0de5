package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
)

// Addr returns the address the server listens on.
func (s *Server) Addr() string {
	return net.JoinHostPort("", strconv.Itoa(s.cfg.HTTP.Port))
}

// Run serves HTTP until ctx is cancelled, then shuts down gracefully: it stops accepting
// connections and waits up to SHUTDOWN_TIMEOUT for in-flight requests.
func (s *Server) Run(ctx context.Context) error {
	httpServer := &http.Server{
		Addr:              s.Addr(),
		Handler:           s.Handler(),
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
	s.deps.Logger.Info("http server listening", "addr", ln.Addr().String(), "framework", "{{@framework}}")

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
