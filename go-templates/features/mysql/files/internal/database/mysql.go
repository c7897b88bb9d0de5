// Package database opens the service's MySQL connection pool.
package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/go-sql-driver/mysql"

	"{{@module}}/internal/config"
)

// ErrNoDSN is returned by Connect when MYSQL_DSN is empty.
var ErrNoDSN = errors.New("MYSQL_DSN is not set: point it at your MySQL server, " +
	"e.g. mysql://app:app@localhost:3306/app?parseTime=true")

// ErrBadDSN is returned for a MYSQL_DSN that cannot be read. It does not quote the value, which holds
// the password.
var ErrBadDSN = errors.New("MYSQL_DSN is neither a URL (mysql://user:password@host:port/database) " +
	"nor a data source name (user:password@tcp(host:port)/database)")

// ParseDSN reads MYSQL_DSN in either of its forms: a URL, mysql://user:password@host:port/database?param=value
// (the port defaults to 3306; a password with special characters is percent-encoded), which a shell,
// a .env file, make and docker --env-file all take as it is; or the driver's own data source name,
// user:password@tcp(host:port)/database?param=value, which a shell needs quoted.
func ParseDSN(dsn string) (*mysql.Config, error) {
	if !strings.HasPrefix(dsn, "mysql://") {
		cfg, err := mysql.ParseDSN(dsn)
		if err != nil {
			return nil, ErrBadDSN
		}
		return cfg, nil
	}
	u, err := url.Parse(dsn)
	if err != nil || u.Opaque != "" || u.Fragment != "" {
		return nil, ErrBadDSN
	}
	cfg := mysql.NewConfig()
	if u.User != nil {
		cfg.User = u.User.Username()
		cfg.Passwd, _ = u.User.Password()
	}
	cfg.Net = "tcp"
	cfg.Addr = u.Host
	if u.Host != "" && u.Port() == "" {
		cfg.Addr = net.JoinHostPort(u.Hostname(), "3306")
	}
	cfg.DBName = strings.TrimPrefix(u.Path, "/")
	// The driver reads the parameters, so every one it knows works in both forms.
	formatted := cfg.FormatDSN()
	if u.RawQuery != "" {
		separator := "?"
		if strings.Contains(formatted, "?") {
			separator = "&"
		}
		formatted += separator + u.RawQuery
	}
	parsed, err := mysql.ParseDSN(formatted)
	if err != nil {
		return nil, ErrBadDSN
	}
	return parsed, nil
}

// Connect opens a connection pool and checks, within cfg.ConnectTimeout, that the database answers.
// Times are read as time.Time in UTC whatever the DSN says. The caller closes the pool.
func Connect(ctx context.Context, cfg config.DatabaseConfig) (*sql.DB, error) {
	if cfg.DSN == "" {
		return nil, ErrNoDSN
	}
	dsn, err := ParseDSN(cfg.DSN)
	if err != nil {
		return nil, err
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
