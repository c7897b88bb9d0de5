package queries

import (
	"context"
	"testing"
)

// The queries of PostgreSQL and SQLite, which both answer INSERT and UPDATE with RETURNING.
func TestNoteQueries(t *testing.T) {
	ctx := context.Background()
	q := testQueries(t)
	first, err := q.CreateNote(ctx, CreateNoteParams{Title: "first", Body: "a"})
	if err != nil || first.ID == 0 || first.CreatedAt.IsZero() {
		t.Fatalf("CreateNote = %+v, %v", first, err)
	}
	second, _ := q.CreateNote(ctx, CreateNoteParams{Title: "second", Body: "b"})
	list, err := q.ListNotes(ctx, ListNotesParams{Limit: 10})
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
