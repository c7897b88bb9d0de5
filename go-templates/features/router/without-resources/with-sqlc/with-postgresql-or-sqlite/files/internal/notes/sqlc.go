package notes

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"{{@module}}/internal/queries"
)

// SQLCStore keeps notes in the database through the queries sqlc generated from sqlc/queries.sql.
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

// one is the note of a query answering one row. No row is ErrNotFound: database/sql answers
// sql.ErrNoRows, and pgx's ErrNoRows matches it too.
func one(n queries.Note, err error) (Note, error) {
	if errors.Is(err, sql.ErrNoRows) {
		return Note{}, ErrNotFound
	}
	if err != nil {
		return Note{}, fmt.Errorf("notes: %w", err)
	}
	return fromRow(n), nil
}

// List returns the notes of page, newest first.
func (s *SQLCStore) List(ctx context.Context, page Page) ([]Note, error) {
	rows, err := s.q.ListNotes(ctx, queries.ListNotesParams{Limit: int64(page.Limit), Offset: int64(page.Offset)})
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
	return one(s.q.GetNote(ctx, id))
}

// Create stores a new note.
func (s *SQLCStore) Create(ctx context.Context, in Input) (Note, error) {
	return one(s.q.CreateNote(ctx, queries.CreateNoteParams{Title: in.Title, Body: in.Body}))
}

// Update replaces the title and body of the note with id.
func (s *SQLCStore) Update(ctx context.Context, id int64, in Input) (Note, error) {
	return one(s.q.UpdateNote(ctx, queries.UpdateNoteParams{ID: id, Title: in.Title, Body: in.Body}))
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
