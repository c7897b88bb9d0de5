package database

import (
	"log/slog"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/logger"

	"{{@module}}/internal/config"
)

// gormConfig is GORM's configuration for the service: logging through slog at the configured level,
// slow queries flagged, query parameters kept out of the log, and timestamps in UTC to the
// microsecond, as the databases keep them, so that a created row answers what reading it gives.
func gormConfig(cfg config.GormConfig, log *slog.Logger) *gorm.Config {
	return &gorm.Config{
		NowFunc: func() time.Time { return time.Now().UTC().Truncate(time.Microsecond) },
		Logger: logger.NewSlogLogger(log, logger.Config{
			SlowThreshold:             cfg.SlowThreshold,
			LogLevel:                  gormLogLevel(cfg.LogLevel),
			IgnoreRecordNotFoundError: true,
			ParameterizedQueries:      true,
		}),
	}
}

func gormLogLevel(name string) logger.LogLevel {
	switch name {
	case "silent":
		return logger.Silent
	case "error":
		return logger.Error
	case "info":
		return logger.Info
	default:
		return logger.Warn
	}
}
