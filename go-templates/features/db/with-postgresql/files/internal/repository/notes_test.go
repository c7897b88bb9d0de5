package repository

import (
	"context"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// testPool is a pool on DATABASE_URL whose tables live in a schema of their own, dropped afterwards,
// so tests sharing the database see nothing of each other. Skips without DATABASE_URL.
func testPool(t *testing.T) *pgxpool.Pool {
	t.Helper()
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		t.Skip("DATABASE_URL is not set")
	}
	ctx := context.Background()
	schema := fmt.Sprintf("repository_test_%d", time.Now().UnixNano())
	admin, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(admin.Close)
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = admin.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE") })
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	cfg.ConnConfig.RuntimeParams["search_path"] = schema
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

func TestNoteRepository(t *testing.T) {
	ctx := context.Background()
	repo := NewNoteRepository(testPool(t))
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
