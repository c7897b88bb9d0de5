// Package dbtest gives tests a SQLite database of their own: a new file in the test's temporary
// directory, opened the way the service opens its database.
package dbtest

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
)

// New returns a pool on a database file of the test's own.
func New(t testing.TB) *sql.DB {
	t.Helper()
	cfg := config.DatabaseConfig{Path: filepath.Join(t.TempDir(), "test.db"), BusyTimeout: 5 * time.Second, MaxOpenConns: 4}
	db, err := database.Connect(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}
