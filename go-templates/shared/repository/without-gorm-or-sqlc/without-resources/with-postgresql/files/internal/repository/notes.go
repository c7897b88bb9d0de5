// Package repository is the data-access layer: one repository per resource, on the service's
// PostgreSQL pool.
package repository

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ErrNotFound is returned when no row has the id.
var ErrNotFound = errors.New("not found")

// Note is a row of the notes table.
type Note struct {
	ID        int64
	Title     string
	Body      string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// NoteRepository reads and writes notes, in the table of migrations/0001_create_notes.up.sql.
type NoteRepository struct {
	pool *pgxpool.Pool
}

// NewNoteRepository returns a repository on pool.
func NewNoteRepository(pool *pgxpool.Pool) *NoteRepository {
	return &NoteRepository{pool: pool}
}

const noteColumns = `id, title, body, created_at, updated_at`

func scanNote(row pgx.CollectableRow) (Note, error) {
	var n Note
	err := row.Scan(&n.ID, &n.Title, &n.Body, &n.CreatedAt, &n.UpdatedAt)
	return n, err
}

func one(rows pgx.Rows, err error) (Note, error) {
	if err != nil {
		return Note{}, err
	}
	n, err := pgx.CollectExactlyOneRow(rows, scanNote)
	if errors.Is(err, pgx.ErrNoRows) {
		return Note{}, ErrNotFound
	}
	return n, err
}

// List returns at most limit notes, newest first, after skipping offset of them.
func (r *NoteRepository) List(ctx context.Context, limit, offset int) ([]Note, error) {
	rows, err := r.pool.Query(ctx, `SELECT `+noteColumns+` FROM notes ORDER BY id DESC LIMIT $1 OFFSET $2`, limit, offset)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, scanNote)
}

// Get returns the note with id, or ErrNotFound.
func (r *NoteRepository) Get(ctx context.Context, id int64) (Note, error) {
	return one(r.pool.Query(ctx, `SELECT `+noteColumns+` FROM notes WHERE id = $1`, id))
}

// Create inserts a note and returns it as stored.
func (r *NoteRepository) Create(ctx context.Context, title, body string) (Note, error) {
	return one(r.pool.Query(ctx, `INSERT INTO notes (title, body, created_at, updated_at) VALUES ($1, $2, now(), now()) RETURNING `+noteColumns, title, body))
}

// Update replaces the title and body of the note with id, or returns ErrNotFound.
func (r *NoteRepository) Update(ctx context.Context, id int64, title, body string) (Note, error) {
	return one(r.pool.Query(ctx, `UPDATE notes SET title = $2, body = $3, updated_at = now() WHERE id = $1 RETURNING `+noteColumns, id, title, body))
}

// Delete removes the note with id, or returns ErrNotFound.
func (r *NoteRepository) Delete(ctx context.Context, id int64) error {
	tag, err := r.pool.Exec(ctx, `DELETE FROM notes WHERE id = $1`, id)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}
