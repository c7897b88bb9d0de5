package repository

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"
)

// testDB is a pool on a database of its own on the server of MYSQL_DSN, dropped afterwards, so tests
// sharing the server see nothing of each other. Skips without MYSQL_DSN.
func testDB(t *testing.T) *sql.DB {
	t.Helper()
	dsn := os.Getenv("MYSQL_DSN")
	if dsn == "" {
		t.Skip("MYSQL_DSN is not set")
	}
	ctx := context.Background()
	admin, err := sql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = admin.Close() })
	name := fmt.Sprintf("repository_test_%d", time.Now().UnixNano())
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = admin.ExecContext(context.Background(), "DROP DATABASE "+name) })
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DBName = name
	cfg.ParseTime = true
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func TestNoteRepository(t *testing.T) {
	ctx := context.Background()
	repo := NewNoteRepository(testDB(t))
	for range 2 { // creating the table twice is harmless
		if err := repo.EnsureSchema(ctx); err != nil {
			t.Fatal(err)
		}
	}
	first, err := repo.Create(ctx, "first", "a")
	if err != nil || first.ID == 0 || first.CreatedAt.IsZero() {
		t.Fatalf("Create = %+v, %v", first, err)
	}
	second, _ := repo.Create(ctx, "second", "b")
	list, err := repo.List(ctx)
	if err != nil || len(list) != 2 || list[0].ID != second.ID {
		t.Fatalf("List = %+v, %v; want 2 notes, newest first", list, err)
	}
	updated, err := repo.Update(ctx, first.ID, "first, edited", "c")
	if err != nil || updated.Title != "first, edited" || updated.UpdatedAt.Before(first.UpdatedAt) {
		t.Fatalf("Update = %+v, %v", updated, err)
	}
	if got, err := repo.Get(ctx, first.ID); err != nil || got.Body != "c" {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	if err := repo.Delete(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"Get":    func() error { _, err := repo.Get(ctx, first.ID); return err }(),
		"Update": func() error { _, err := repo.Update(ctx, first.ID, "x", ""); return err }(),
		"Delete": repo.Delete(ctx, first.ID),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s of a deleted note: err = %v, want ErrNotFound", name, err)
		}
	}
}
