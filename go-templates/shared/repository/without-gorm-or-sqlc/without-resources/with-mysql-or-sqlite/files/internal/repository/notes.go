// Package repository is the data-access layer: one repository per resource, on the service's
// database/sql pool (MySQL or SQLite).
package repository

import (
	"context"
	"database/sql"
	"errors"
	"time"
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
	db *sql.DB
}

// NewNoteRepository returns a repository on db.
func NewNoteRepository(db *sql.DB) *NoteRepository {
	return &NoteRepository{db: db}
}

const selectNotes = `SELECT id, title, body, created_at, updated_at FROM notes`

func scanNote(row interface{ Scan(...any) error }) (Note, error) {
	var n Note
	err := row.Scan(&n.ID, &n.Title, &n.Body, &n.CreatedAt, &n.UpdatedAt)
	return n, err
}

// List returns at most limit notes, newest first, after skipping offset of them.
func (r *NoteRepository) List(ctx context.Context, limit, offset int) ([]Note, error) {
	rows, err := r.db.QueryContext(ctx, selectNotes+` ORDER BY id DESC LIMIT ? OFFSET ?`, limit, offset)
	if err != nil {
		return nil, err
	}
	defer func() { _ = rows.Close() }()
	notes := []Note{}
	for rows.Next() {
		n, err := scanNote(rows)
		if err != nil {
			return nil, err
		}
		notes = append(notes, n)
	}
	return notes, rows.Err()
}

// Get returns the note with id, or ErrNotFound.
func (r *NoteRepository) Get(ctx context.Context, id int64) (Note, error) {
	n, err := scanNote(r.db.QueryRowContext(ctx, selectNotes+` WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Note{}, ErrNotFound
	}
	return n, err
}

// Create inserts a note and returns it as stored. The timestamps are set here, in UTC, rather than
// by the column defaults, whose time zone is the server's.
func (r *NoteRepository) Create(ctx context.Context, title, body string) (Note, error) {
	now := time.Now().UTC()
	res, err := r.db.ExecContext(ctx, `INSERT INTO notes (title, body, created_at, updated_at) VALUES (?, ?, ?, ?)`, title, body, now, now)
	if err != nil {
		return Note{}, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return Note{}, err
	}
	return r.Get(ctx, id)
}

// Update replaces the title and body of the note with id, or returns ErrNotFound.
func (r *NoteRepository) Update(ctx context.Context, id int64, title, body string) (Note, error) {
	// MySQL counts changed rows, not matched ones: whether the note exists is told by reading it back.
	if _, err := r.db.ExecContext(ctx, `UPDATE notes SET title = ?, body = ?, updated_at = ? WHERE id = ?`, title, body, time.Now().UTC(), id); err != nil {
		return Note{}, err
	}
	return r.Get(ctx, id)
}

// Delete removes the note with id, or returns ErrNotFound.
func (r *NoteRepository) Delete(ctx context.Context, id int64) error {
	res, err := r.db.ExecContext(ctx, `DELETE FROM notes WHERE id = ?`, id)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
