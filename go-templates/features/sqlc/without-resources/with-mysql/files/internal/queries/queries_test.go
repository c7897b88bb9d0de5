package queries

import (
	"context"
	"testing"
)

func TestNoteQueries(t *testing.T) {
	ctx := context.Background()
	q := testQueries(t)
	firstID, err := q.CreateNote(ctx, CreateNoteParams{Title: "first", Body: "a"})
	if err != nil || firstID == 0 {
		t.Fatalf("CreateNote = %d, %v", firstID, err)
	}
	secondID, _ := q.CreateNote(ctx, CreateNoteParams{Title: "second", Body: "b"})
	list, err := q.ListNotes(ctx, ListNotesParams{Limit: 10})
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
