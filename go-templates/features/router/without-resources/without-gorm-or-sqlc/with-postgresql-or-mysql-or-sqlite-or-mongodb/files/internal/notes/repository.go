package notes

import (
	"context"
	"errors"
	"fmt"

	"{{@module}}/internal/repository"
)

// RepositoryStore keeps notes in the database, through the driver's repository (internal/repository).
type RepositoryStore struct {
	repo *repository.NoteRepository
}

// NewRepositoryStore returns a Store on repo.
func NewRepositoryStore(repo *repository.NoteRepository) *RepositoryStore {
	return &RepositoryStore{repo: repo}
}

func fromRow(n repository.Note) Note {
	return Note{ID: n.ID, Title: n.Title, Body: n.Body, CreatedAt: n.CreatedAt.UTC(), UpdatedAt: n.UpdatedAt.UTC()}
}

// one is the note of a repository's answer; the repository's ErrNotFound becomes this package's.
func one(n repository.Note, err error) (Note, error) {
	if errors.Is(err, repository.ErrNotFound) {
		return Note{}, ErrNotFound
	}
	if err != nil {
		return Note{}, fmt.Errorf("notes: %w", err)
	}
	return fromRow(n), nil
}

// List returns the notes of page, newest first.
func (s *RepositoryStore) List(ctx context.Context, page Page) ([]Note, error) {
	rows, err := s.repo.List(ctx, page.Limit, page.Offset)
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
func (s *RepositoryStore) Get(ctx context.Context, id int64) (Note, error) {
	return one(s.repo.Get(ctx, id))
}

// Create stores a new note.
func (s *RepositoryStore) Create(ctx context.Context, in Input) (Note, error) {
	return one(s.repo.Create(ctx, in.Title, in.Body))
}

// Update replaces the title and body of the note with id.
func (s *RepositoryStore) Update(ctx context.Context, id int64, in Input) (Note, error) {
	return one(s.repo.Update(ctx, id, in.Title, in.Body))
}

// Delete removes the note with id.
func (s *RepositoryStore) Delete(ctx context.Context, id int64) error {
	err := s.repo.Delete(ctx, id)
	if errors.Is(err, repository.ErrNotFound) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("delete note %d: %w", id, err)
	}
	return nil
}
