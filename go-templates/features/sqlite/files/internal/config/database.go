package config

import "time"

// DatabaseConfig configures the SQLite database.
type DatabaseConfig struct {
	// Path is the database file, created with its directory when missing.
	Path string `env:"SQLITE_PATH"`
	// BusyTimeout is how long a write waits for another one to finish.
	BusyTimeout time.Duration `env:"SQLITE_BUSY_TIMEOUT"`
	// MaxOpenConns is the maximum number of open connections.
	MaxOpenConns int `env:"SQLITE_MAX_OPEN_CONNS"`
}

func loadDatabase(e *Env) DatabaseConfig {
	c := DatabaseConfig{
		Path:         e.String("SQLITE_PATH", "data/app.db"),
		BusyTimeout:  e.Duration("SQLITE_BUSY_TIMEOUT", 5*time.Second),
		MaxOpenConns: e.Int("SQLITE_MAX_OPEN_CONNS", 4),
	}
	e.Check(c.Path != "", "SQLITE_PATH", "must not be empty")
	e.Check(c.BusyTimeout >= 0, "SQLITE_BUSY_TIMEOUT", "must not be negative")
	e.Check(c.MaxOpenConns >= 1 && c.MaxOpenConns <= 1000, "SQLITE_MAX_OPEN_CONNS", "must be between 1 and 1000")
	return c
}
