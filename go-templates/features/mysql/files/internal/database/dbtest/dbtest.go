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
)

var databases atomic.Int64

// DSN returns the data source name of a database of the test's own.
func DSN(t testing.TB) string {
	t.Helper()
	dsn := os.Getenv("MYSQL_DSN")
	if dsn == "" {
		t.Skip("MYSQL_DSN is not set; skipping a MySQL integration test")
	}
	admin, err := sql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = admin.Close() })
	name := fmt.Sprintf("test_%d_%d_%d", os.Getpid(), time.Now().UnixNano(), databases.Add(1))
	if _, err := admin.ExecContext(context.Background(), "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = admin.ExecContext(context.Background(), "DROP DATABASE "+name) })
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		t.Fatal("MYSQL_DSN is not a valid data source name")
	}
	cfg.DBName = name
	cfg.ParseTime = true
	return cfg.FormatDSN()
}

// New returns a pool on a database of the test's own.
func New(t testing.TB) *sql.DB {
	t.Helper()
	db, err := sql.Open("mysql", DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() }) // runs before the database is dropped
	return db
}
