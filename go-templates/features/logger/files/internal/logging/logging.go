// Package logging builds the service's structured logger.
package logging

import (
	"io"
	"log/slog"

	"{{@module}}/internal/config"
)

// New returns the service's logger, writing to w at the level and in the format of cfg.Log. Every
// record carries the service name, and records logged with a request's context its request ID.
func New(w io.Writer, cfg config.Config) *slog.Logger {
	opts := &slog.HandlerOptions{Level: Level(cfg.Log.Level), AddSource: cfg.Log.AddSource}
	var handler slog.Handler
	if cfg.Log.Format == "text" {
		handler = slog.NewTextHandler(w, opts)
	} else {
		handler = slog.NewJSONHandler(w, opts)
	}
	return slog.New(withContext(handler)).With(slog.String("service", "{{@projectName}}"))
}

// Level parses debug, info, warn or error; anything else is info.
func Level(name string) slog.Level {
	var level slog.Level
	if err := level.UnmarshalText([]byte(name)); err != nil {
		return slog.LevelInfo
	}
	return level
}
