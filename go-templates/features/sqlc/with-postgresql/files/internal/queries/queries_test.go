package queries

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"{{@module}}/sqlc"
)

// testQueries runs on DATABASE_URL in a schema of its own holding the tables of sqlc/schema.sql,
// dropped afterwards. Skips without DATABASE_URL.
func testQueries(t *testing.T) *Queries {
	t.Helper()
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		t.Skip("DATABASE_URL is not set")
	}
	ctx := context.Background()
	schema := fmt.Sprintf("queries_test_%d", time.Now().UnixNano())
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
	if _, err := pool.Exec(ctx, sqlc.Schema); err != nil {
		t.Fatalf("sqlc/schema.sql: %v", err)
	}
	return New(pool)
}

func TestNoteQueries(t *testing.T) {
	ctx := context.Background()
	q := testQueries(t)
	first, err := q.CreateNote(ctx, CreateNoteParams{Title: "first", Body: "a"})
	if err != nil || first.ID == 0 || first.CreatedAt.IsZero() {
		t.Fatalf("CreateNote = %+v, %v", first, err)
	}
	second, _ := q.CreateNote(ctx, CreateNoteParams{Title: "second", Body: "b"})
	list, err := q.ListNotes(ctx, 10)
	if err != nil || len(list) != 2 || list[0].ID != second.ID {
		t.Fatalf("ListNotes = %+v, %v; want 2 notes, newest first", list, err)
	}
	updated, err := q.UpdateNote(ctx, UpdateNoteParams{ID: first.ID, Title: "first, edited", Body: "c"})
	if err != nil || updated.Title != "first, edited" || updated.UpdatedAt.Before(first.UpdatedAt) {
		t.Fatalf("UpdateNote = %+v, %v", updated, err)
	}
	if got, err := q.GetNote(ctx, first.ID); err != nil || got.Body != "c" {
		t.Fatalf("GetNote = %+v, %v", got, err)
	}
	if n, err := q.DeleteNote(ctx, first.ID); err != nil || n != 1 {
		t.Fatalf("DeleteNote = %d, %v", n, err)
	}
	if n, err := q.DeleteNote(ctx, first.ID); err != nil || n != 0 {
		t.Fatalf("DeleteNote of a deleted note = %d, %v; want 0 rows", n, err)
	}
	if _, err := q.GetNote(ctx, first.ID); err == nil {
		t.Fatal("GetNote found a deleted note")
	}
}
