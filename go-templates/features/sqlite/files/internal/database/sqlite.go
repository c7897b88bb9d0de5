// Package database opens the service's SQLite database.
package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"

	"{{@module}}/internal/config"
)

// ErrNoPath is returned by Connect when SQLITE_PATH is empty.
var ErrNoPath = errors.New("SQLITE_PATH is not set: name the database file, e.g. data/app.db")

// DSN is the driver's name for the file at path: write-ahead logging (readers do not block the
// writer), a busy timeout instead of immediate "database is locked" errors, foreign keys enforced,
// transactions that take the write lock when they begin, so two of them never deadlock upgrading it,
// and times written as SQLite's own functions read them ("2006-01-02 15:04:05.999999999-07:00", not
// Go's time.String(), of which datetime() makes NULL).
func DSN(cfg config.DatabaseConfig) string {
	params := url.Values{}
	params.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", cfg.BusyTimeout.Milliseconds()))
	params.Add("_pragma", "journal_mode(WAL)")
	params.Add("_pragma", "foreign_keys(1)")
	params.Set("_txlock", "immediate")
	params.Set("_time_format", "sqlite")
	return "file:" + cfg.Path + "?" + params.Encode()
}

// Connect opens the database file (creating it and its directory when missing) and checks that it
// can be read. The caller closes the pool.
func Connect(ctx context.Context, cfg config.DatabaseConfig) (*sql.DB, error) {
	if cfg.Path == "" {
		return nil, ErrNoPath
	}
	if err := os.MkdirAll(filepath.Dir(cfg.Path), 0o750); err != nil {
		return nil, fmt.Errorf("create the directory of the SQLite database %s: %w", cfg.Path, err)
	}
	db, err := sql.Open("sqlite", DSN(cfg))
	if err != nil {
		return nil, fmt.Errorf("open the SQLite database %s: %w", cfg.Path, err)
	}
	db.SetMaxOpenConns(cfg.MaxOpenConns)
	var mode string
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("the SQLite database %s could not be opened: %w", cfg.Path, err)
	}
	return db, nil
}
