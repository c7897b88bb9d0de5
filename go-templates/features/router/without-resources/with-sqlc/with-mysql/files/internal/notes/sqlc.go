package notes

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"

	"{{@module}}/internal/queries"
)

// SQLCStore keeps notes in the database through the queries sqlc generated from sqlc/queries.sql.
// MySQL has no RETURNING: a created or updated note is read back.
type SQLCStore struct {
	q *queries.Queries
}

// NewSQLCStore returns a Store on q.
func NewSQLCStore(q *queries.Queries) *SQLCStore {
	return &SQLCStore{q: q}
}

func fromRow(n queries.Note) Note {
	return Note{ID: n.ID, Title: n.Title, Body: n.Body, CreatedAt: n.CreatedAt.UTC(), UpdatedAt: n.UpdatedAt.UTC()}
}

// List returns the notes of page, newest first.
func (s *SQLCStore) List(ctx context.Context, page Page) ([]Note, error) {
	// ParsePage bounds the limit by MaxLimit; an offset past int32 would only skip every note.
	offset := int32(min(page.Offset, math.MaxInt32))
	rows, err := s.q.ListNotes(ctx, queries.ListNotesParams{Limit: int32(page.Limit), Offset: offset})
	if err != nil {
		return nil, fmt.Errorf("list notes: %w", err)
	}
	out := make([]Note, len(rows))
	for i, n := range rows {
		out[i] = fromRow(n)
	}
	return out, nil
}

// Get returns the note with id, or ErrNotFound.
func (s *SQLCStore) Get(ctx context.Context, id int64) (Note, error) {
	n, err := s.q.GetNote(ctx, id)
	if errors.Is(err, sql.ErrNoRows) {
		return Note{}, ErrNotFound
	}
	if err != nil {
		return Note{}, fmt.Errorf("get note %d: %w", id, err)
	}
	return fromRow(n), nil
}

// Create stores a new note.
func (s *SQLCStore) Create(ctx context.Context, in Input) (Note, error) {
	id, err := s.q.CreateNote(ctx, queries.CreateNoteParams{Title: in.Title, Body: in.Body})
	if err != nil {
		return Note{}, fmt.Errorf("create note: %w", err)
	}
	return s.Get(ctx, id)
}

// Update replaces the title and body of the note with id. Whether the note exists is told by reading
// it back: MySQL counts changed rows, not matched ones.
func (s *SQLCStore) Update(ctx context.Context, id int64, in Input) (Note, error) {
	if err := s.q.UpdateNote(ctx, queries.UpdateNoteParams{ID: id, Title: in.Title, Body: in.Body}); err != nil {
		return Note{}, fmt.Errorf("update note %d: %w", id, err)
	}
	return s.Get(ctx, id)
}

// Delete removes the note with id.
func (s *SQLCStore) Delete(ctx context.Context, id int64) error {
	n, err := s.q.DeleteNote(ctx, id)
	if err != nil {
		return fmt.Errorf("delete note %d: %w", id, err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
