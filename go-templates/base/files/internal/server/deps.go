package server

import (
	"log/slog"

	"{{@module}}/internal/health"
)

// Deps are what the HTTP handlers use, built by main.
type Deps struct {
	// Logger is the service's logger.
	Logger *slog.Logger
	// Health holds the checks reported by GET /health.
	Health *health.Checker
	{{@slot:server.deps}}
}
