package config

import "time"

// GormConfig configures the ORM.
type GormConfig struct {
	// LogLevel is GORM's own logging: silent, error, warn or info (every query).
	LogLevel string `env:"GORM_LOG_LEVEL"`
	// SlowThreshold is the duration past which a query is logged as slow.
	SlowThreshold time.Duration `env:"GORM_SLOW_THRESHOLD"`
}

func loadGorm(e *Env) GormConfig {
	c := GormConfig{
		LogLevel:      e.OneOf("GORM_LOG_LEVEL", "warn", "silent", "error", "warn", "info"),
		SlowThreshold: e.Duration("GORM_SLOW_THRESHOLD", 200*time.Millisecond),
	}
	e.Check(c.SlowThreshold > 0, "GORM_SLOW_THRESHOLD", "must be positive")
	return c
}
