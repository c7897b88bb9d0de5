// Package server is the HTTP layer of the service, built on Fiber: middleware, routes and handlers.
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/config"
)

// Server serves the HTTP API.
type Server struct {
	cfg  config.Config
	deps Deps
	app  *fiber.App
}

// New builds the application: middleware first, then the routes.
func New(cfg config.Config, deps Deps) *Server {
	app := fiber.New(fiber.Config{
		AppName:      "{{@projectName}}",
		ReadTimeout:  cfg.HTTP.ReadTimeout,
		WriteTimeout: cfg.HTTP.WriteTimeout,
		IdleTimeout:  cfg.HTTP.IdleTimeout,
		// Fiber reads whole bodies before any handler runs: past this limit it refuses them with 413.
		BodyLimit:    int(largestBody(cfg)),
		ErrorHandler: errorHandler(deps.Logger),
	})
	s := &Server{cfg: cfg, deps: deps, app: app}

	{{@slot:server.middleware}}

	s.routes()
	return s
}

func (s *Server) routes() {
	s.app.Get("/health", s.health)

	{{@slot:server.routes}}
}

// errorHandler answers the errors handlers return as JSON {"error": "..."}: a *fiber.Error with its
// status and message (Fiber's own, such as its router's 404 and 405 or BodyLimit's 413, with the
// API's message rather than the status text); anything else as 500, with the details logged rather
// than sent.
func errorHandler(logger *slog.Logger) fiber.ErrorHandler {
	return func(c fiber.Ctx, err error) error {
		var fe *fiber.Error
		if errors.As(err, &fe) {
			message := fe.Message
			if message == http.StatusText(fe.Code) {
				message = statusMessage(fe.Code)
			}
			return c.Status(fe.Code).JSON(fiber.Map{"error": message})
		}
		logger.ErrorContext(c.Context(), "request failed", "method", c.Method(), "path", c.Path(), "error", err)
		return c.Status(fiber.StatusInternalServerError).JSON(fiber.Map{"error": "internal server error"})
	}
}

// Addr returns the address the server listens on.
func (s *Server) Addr() string {
	return net.JoinHostPort("", strconv.Itoa(s.cfg.HTTP.Port))
}

// Run serves HTTP until ctx is cancelled, then shuts down gracefully: it stops accepting
// connections and waits up to SHUTDOWN_TIMEOUT for in-flight requests.
func (s *Server) Run(ctx context.Context) error {
	ln, err := net.Listen("tcp", s.Addr())
	if err != nil {
		return fmt.Errorf("listen on %s: %w", s.Addr(), err)
	}
	s.deps.Logger.Info("http server listening", "addr", ln.Addr().String(), "framework", "fiber")

	served := make(chan error, 1)
	go func() { served <- s.app.Listener(ln, fiber.ListenConfig{DisableStartupMessage: true}) }()

	select {
	case err := <-served:
		return fmt.Errorf("http server: %w", err)
	case <-ctx.Done():
	}

	s.deps.Logger.Info("http server shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.cfg.HTTP.ShutdownTimeout)
	defer cancel()
	if err := s.app.ShutdownWithContext(shutdownCtx); err != nil {
		return fmt.Errorf("http server shutdown: %w", err)
	}
	if err := <-served; err != nil {
		return fmt.Errorf("http server: %w", err)
	}
	s.deps.Logger.Info("http server stopped")
	return nil
}
