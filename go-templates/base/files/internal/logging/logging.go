// Package logging builds the service's structured logger.
package logging

import (
	"io"
	"log/slog"

	"{{@module}}/internal/config"
)

// New returns the service's logger: JSON lines at info level, written to w. Records logged with a
// request's context carry its request ID.
func New(w io.Writer, _ config.Config) *slog.Logger {
	return slog.New(withContext(slog.NewJSONHandler(w, nil)))
}
