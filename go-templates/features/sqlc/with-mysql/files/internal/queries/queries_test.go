package queries

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"

	"{{@module}}/sqlc"
)

// testQueries runs on a database of its own on the server of MYSQL_DSN, holding the tables of
// sqlc/schema.sql and dropped afterwards. Skips without MYSQL_DSN.
func testQueries(t *testing.T) *Queries {
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
	name := fmt.Sprintf("queries_test_%d", time.Now().UnixNano())
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
	if _, err := db.ExecContext(ctx, sqlc.Schema); err != nil {
		t.Fatalf("sqlc/schema.sql: %v", err)
	}
	return New(db)
}

func TestNoteQueries(t *testing.T) {
	ctx := context.Background()
	q := testQueries(t)
	firstID, err := q.CreateNote(ctx, CreateNoteParams{Title: "first", Body: "a"})
	if err != nil || firstID == 0 {
		t.Fatalf("CreateNote = %d, %v", firstID, err)
	}
	secondID, _ := q.CreateNote(ctx, CreateNoteParams{Title: "second", Body: "b"})
	list, err := q.ListNotes(ctx, 10)
	if err != nil || len(list) != 2 || list[0].ID != secondID {
		t.Fatalf("ListNotes = %+v, %v; want 2 notes, newest first", list, err)
	}
	if err := q.UpdateNote(ctx, UpdateNoteParams{ID: firstID, Title: "first, edited", Body: "c"}); err != nil {
		t.Fatalf("UpdateNote: %v", err)
	}
	if got, err := q.GetNote(ctx, firstID); err != nil || got.Title != "first, edited" || got.Body != "c" || got.CreatedAt.IsZero() {
		t.Fatalf("GetNote = %+v, %v", got, err)
	}
	if n, err := q.DeleteNote(ctx, firstID); err != nil || n != 1 {
		t.Fatalf("DeleteNote = %d, %v", n, err)
	}
	if n, err := q.DeleteNote(ctx, firstID); err != nil || n != 0 {
		t.Fatalf("DeleteNote of a deleted note = %d, %v; want 0 rows", n, err)
	}
	if _, err := q.GetNote(ctx, firstID); err == nil {
		t.Fatal("GetNote found a deleted note")
	}
}
