package server

import (
	"log/slog"
	"testing"

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
	deps := Deps{Logger: logger, Health: health.NewChecker(logger)}
	{{@slot:server.testdeps}}
	return New(cfg, deps)
}

{{@slot:server.testhelpers}}
