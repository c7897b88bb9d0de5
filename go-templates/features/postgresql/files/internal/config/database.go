package config

import "time"

// DatabaseConfig configures the PostgreSQL connection pool.
type DatabaseConfig struct {
	// URL is the connection URL, postgres://user:password@host:port/database?sslmode=...
	URL string `env:"DATABASE_URL" secret:"true"`
	// MaxConns is the maximum number of connections in the pool.
	MaxConns int `env:"DB_MAX_CONNS"`
	// MinConns is the number of connections kept open even when idle.
	MinConns int `env:"DB_MIN_CONNS"`
	// ConnectTimeout bounds the start-up check of the database.
	ConnectTimeout time.Duration `env:"DB_CONNECT_TIMEOUT"`
}

func loadDatabase(e *Env) DatabaseConfig {
	c := DatabaseConfig{
		URL:            e.String("DATABASE_URL", ""),
		MaxConns:       e.Int("DB_MAX_CONNS", 10),
		MinConns:       e.Int("DB_MIN_CONNS", 0),
		ConnectTimeout: e.Duration("DB_CONNECT_TIMEOUT", 5*time.Second),
	}
	e.Check(c.MaxConns >= 1 && c.MaxConns <= 10000, "DB_MAX_CONNS", "must be between 1 and 10000")
	e.Check(c.MinConns >= 0 && c.MinConns <= c.MaxConns, "DB_MIN_CONNS", "must be between 0 and DB_MAX_CONNS")
	e.Check(c.ConnectTimeout > 0, "DB_CONNECT_TIMEOUT", "must be positive")
	return c
}
