package config

import "time"

// DatabaseConfig configures the MySQL connection pool.
type DatabaseConfig struct {
	// DSN is mysql://user:password@host:port/database?param=value or user:password@tcp(host:port)/database.
	DSN string `env:"MYSQL_DSN" secret:"true"`
	// MaxOpenConns is the maximum number of open connections.
	MaxOpenConns int `env:"MYSQL_MAX_OPEN_CONNS"`
	// MaxIdleConns is the number of connections kept open while idle.
	MaxIdleConns int `env:"MYSQL_MAX_IDLE_CONNS"`
	// ConnMaxLifetime is the age past which a connection is replaced.
	ConnMaxLifetime time.Duration `env:"MYSQL_CONN_MAX_LIFETIME"`
	// ConnectTimeout bounds the start-up check of the database.
	ConnectTimeout time.Duration `env:"MYSQL_CONNECT_TIMEOUT"`
}

func loadDatabase(e *Env) DatabaseConfig {
	c := DatabaseConfig{
		DSN:             e.String("MYSQL_DSN", ""),
		MaxOpenConns:    e.Int("MYSQL_MAX_OPEN_CONNS", 10),
		MaxIdleConns:    e.Int("MYSQL_MAX_IDLE_CONNS", 5),
		ConnMaxLifetime: e.Duration("MYSQL_CONN_MAX_LIFETIME", 5*time.Minute),
		ConnectTimeout:  e.Duration("MYSQL_CONNECT_TIMEOUT", 5*time.Second),
	}
	e.Check(c.MaxOpenConns >= 1 && c.MaxOpenConns <= 10000, "MYSQL_MAX_OPEN_CONNS", "must be between 1 and 10000")
	e.Check(c.MaxIdleConns >= 0 && c.MaxIdleConns <= c.MaxOpenConns, "MYSQL_MAX_IDLE_CONNS", "must be between 0 and MYSQL_MAX_OPEN_CONNS")
	e.Check(c.ConnMaxLifetime > 0, "MYSQL_CONN_MAX_LIFETIME", "must be positive")
	e.Check(c.ConnectTimeout > 0, "MYSQL_CONNECT_TIMEOUT", "must be positive")
	return c
}
