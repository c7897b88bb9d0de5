package database

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

func testConfig(path string) config.DatabaseConfig {
	return config.DatabaseConfig{Path: path, BusyTimeout: 5 * time.Second, MaxOpenConns: 2}
}

func TestConnectWithoutAPathSaysSo(t *testing.T) {
	if _, err := Connect(context.Background(), testConfig("")); !errors.Is(err, ErrNoPath) {
		t.Fatalf("err = %v, want ErrNoPath", err)
	}
}

func TestConnectCreatesTheFileAndItsDirectory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "dir", "app.db")
	ctx := context.Background()
	db, err := Connect(ctx, testConfig(path))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()

	if _, err := db.ExecContext(ctx, `CREATE TABLE t (id INTEGER PRIMARY KEY, at DATETIME NOT NULL); INSERT INTO t (at) VALUES (?)`, time.Now()); err != nil {
		t.Fatal(err)
	}
	var at time.Time
	if err := db.QueryRowContext(ctx, `SELECT at FROM t`).Scan(&at); err != nil || time.Since(at) > time.Minute {
		t.Fatalf("a DATETIME reads back as %v, %v", at, err)
	}
	var sqliteTime *string
	if err := db.QueryRowContext(ctx, `SELECT datetime(at) FROM t`).Scan(&sqliteTime); err != nil || sqliteTime == nil {
		t.Fatalf("datetime() of a DATETIME = %v, %v; want the time SQLite reads in it", sqliteTime, err)
	}
	var mode string
	if err := db.QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Fatalf("journal_mode = %q, %v; want wal", mode, err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the database file was not created: %v", err)
	}
}

func TestConnectWhereNoDirectoryCanBeMadeNamesThePath(t *testing.T) {
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(file, "app.db") // a directory would have to be made inside a file
	if _, err := Connect(context.Background(), testConfig(path)); err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("err = %v, want an error naming %s", err, path)
	}
}
