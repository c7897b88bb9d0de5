// Package database opens the service's MySQL connection pool.
package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/go-sql-driver/mysql"

	"{{@module}}/internal/config"
)

// ErrNoDSN is returned by Connect when MYSQL_DSN is empty.
var ErrNoDSN = errors.New("MYSQL_DSN is not set: point it at your MySQL server, " +
	"e.g. app:app@tcp(localhost:3306)/app?parseTime=true")

// Connect opens a connection pool and checks, within cfg.ConnectTimeout, that the database answers.
// Times are read as time.Time in UTC whatever the DSN says. The caller closes the pool.
func Connect(ctx context.Context, cfg config.DatabaseConfig) (*sql.DB, error) {
	if cfg.DSN == "" {
		return nil, ErrNoDSN
	}
	dsn, err := mysql.ParseDSN(cfg.DSN)
	if err != nil {
		// The parse error may quote the DSN, password included: do not wrap it.
		return nil, errors.New("MYSQL_DSN is not a valid MySQL data source name (user:password@tcp(host:port)/database)")
	}
	dsn.ParseTime = true
	dsn.Loc = time.UTC
	dsn.Timeout = cfg.ConnectTimeout
	connector, err := mysql.NewConnector(dsn)
	if err != nil {
		return nil, fmt.Errorf("configure MySQL: %w", err)
	}
	db := sql.OpenDB(connector)
	db.SetMaxOpenConns(cfg.MaxOpenConns)
	db.SetMaxIdleConns(cfg.MaxIdleConns)
	db.SetConnMaxLifetime(cfg.ConnMaxLifetime)

	pingCtx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
	defer cancel()
	if err := db.PingContext(pingCtx); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("MySQL at %s (database %q, user %q) did not answer within %s: %w",
			dsn.Addr, dsn.DBName, dsn.User, cfg.ConnectTimeout, err)
	}
	return db, nil
}
