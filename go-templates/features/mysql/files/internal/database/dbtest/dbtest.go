// Package dbtest gives tests a MySQL database of their own: a new database on the server of
// MYSQL_DSN, dropped when the test ends, so tests running in parallel never see each other's tables.
// The DSN's user needs the CREATE and DROP privileges. Tests using it are skipped when MYSQL_DSN is
// not set.
package dbtest

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"

	"{{@module}}/internal/database"
)

var databases atomic.Int64

// DSN returns the data source name of a database of the test's own.
func DSN(t testing.TB) string {
	t.Helper()
	dsn := os.Getenv("MYSQL_DSN")
	if dsn == "" {
		t.Skip("MYSQL_DSN is not set; skipping a MySQL integration test")
	}
	cfg, err := database.ParseDSN(dsn)
	if err != nil {
		t.Fatal(err)
	}
	cfg.ParseTime = true
	admin := open(t, cfg)
	name := fmt.Sprintf("test_%d_%d_%d", os.Getpid(), time.Now().UnixNano(), databases.Add(1))
	if _, err := admin.ExecContext(context.Background(), "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = admin.ExecContext(context.Background(), "DROP DATABASE "+name) })
	cfg.DBName = name
	return cfg.FormatDSN()
}

// New returns a pool on a database of the test's own.
func New(t testing.TB) *sql.DB {
	t.Helper()
	cfg, err := mysql.ParseDSN(DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	return open(t, cfg) // closed before the database is dropped: cleanups run last-in first-out
}

func open(t testing.TB, cfg *mysql.Config) *sql.DB {
	t.Helper()
	connector, err := mysql.NewConnector(cfg)
	if err != nil {
		t.Fatal(err)
	}
	db := sql.OpenDB(connector)
	t.Cleanup(func() { _ = db.Close() })
	return db
}
