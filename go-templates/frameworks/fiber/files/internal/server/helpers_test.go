package server

import (
	"log/slog"
	"net/http"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/config"
	"{{@module}}/internal/health"
)

// newTestServer returns a Server on the default configuration, changed by each configure function.
func newTestServer(t *testing.T, configure ...func(*config.Config)) *Server {
	t.Helper()
	return newTestServerLogging(t, slog.New(slog.DiscardHandler), configure...)
}

// newTestServerLogging is newTestServer writing its logs to logger.
func newTestServerLogging(t *testing.T, logger *slog.Logger, configure ...func(*config.Config)) *Server {
	t.Helper()
	cfg, err := config.LoadFrom(func(string) (string, bool) { return "", false })
	if err != nil {
		t.Fatalf("default configuration: %v", err)
	}
	for _, f := range configure {
		f(&cfg)
	}
	return New(cfg, Deps{Logger: logger, Health: health.NewChecker(logger)})
}

// serve sends req through the application with Fiber's test helper and returns the response.
func serve(t *testing.T, s *Server, req *http.Request) *http.Response {
	t.Helper()
	res, err := s.app.Test(req, fiber.TestConfig{Timeout: 5 * time.Second})
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL, err)
	}
	return res
}

// registeredRoutes lists the routes of the Fiber app (not its middleware) as "METHOD /path/:param".
func registeredRoutes(s *Server) []string {
	var out []string
	for _, r := range s.app.GetRoutes(true) {
		out = append(out, r.Method+" "+r.Path)
	}
	return out
}
