// Package database opens the service's PostgreSQL connection pool.
package database

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"

	"{{@module}}/internal/config"
)

// ErrNoDatabaseURL is returned by Connect when DATABASE_URL is empty.
var ErrNoDatabaseURL = errors.New("DATABASE_URL is not set: point it at your PostgreSQL server, " +
	"e.g. postgres://postgres:postgres@localhost:5432/postgres?sslmode=disable")

// Connect opens a connection pool and checks, within cfg.ConnectTimeout, that the database answers.
// The caller closes the pool.
func Connect(ctx context.Context, cfg config.DatabaseConfig) (*pgxpool.Pool, error) {
	if cfg.URL == "" {
		return nil, ErrNoDatabaseURL
	}
	poolConfig, err := pgxpool.ParseConfig(cfg.URL)
	if err != nil {
		// The parse error may quote the URL, password included: do not wrap it.
		return nil, errors.New("DATABASE_URL is not a valid PostgreSQL connection URL")
	}
	poolConfig.MaxConns = int32(cfg.MaxConns)
	poolConfig.MinConns = int32(cfg.MinConns)

	pool, err := pgxpool.NewWithConfig(ctx, poolConfig)
	if err != nil {
		return nil, fmt.Errorf("create PostgreSQL pool: %w", err)
	}
	pingCtx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
	defer cancel()
	if err := pool.Ping(pingCtx); err != nil {
		pool.Close()
		c := poolConfig.ConnConfig
		return nil, fmt.Errorf("PostgreSQL at %s:%d (database %q, user %q) did not answer within %s: %w",
			c.Host, c.Port, c.Database, c.User, cfg.ConnectTimeout, err)
	}
	return pool, nil
}
