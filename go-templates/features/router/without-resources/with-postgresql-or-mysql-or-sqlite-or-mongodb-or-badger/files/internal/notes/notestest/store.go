// Package notestest gives tests of any package a notes.Store without the database: a double kept in
// memory, so that they run anywhere (the store on the database has tests of its own).
package notestest

import (
	"context"
	"slices"
	"sync"
	"time"

	"{{@module}}/internal/notes"
)

// NewStore returns an empty double.
func NewStore() notes.Store {
	return &fakeNotes{}
}

// fakeNotes keeps notes in a slice, oldest first.
type fakeNotes struct {
	mu     sync.Mutex
	notes  []notes.Note
	lastID int64
}

func (f *fakeNotes) List(_ context.Context, page notes.Page) ([]notes.Note, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	newest := slices.Clone(f.notes)
	slices.Reverse(newest)
	start := min(page.Offset, len(newest))
	return newest[start:min(start+page.Limit, len(newest))], nil
}

func (f *fakeNotes) Get(_ context.Context, id int64) (notes.Note, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if i := f.index(id); i >= 0 {
		return f.notes[i], nil
	}
	return notes.Note{}, notes.ErrNotFound
}

func (f *fakeNotes) Create(_ context.Context, in notes.Input) (notes.Note, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lastID++
	now := time.Now().UTC()
	n := notes.Note{ID: f.lastID, Title: in.Title, Body: in.Body, CreatedAt: now, UpdatedAt: now}
	f.notes = append(f.notes, n)
	return n, nil
}

func (f *fakeNotes) Update(_ context.Context, id int64, in notes.Input) (notes.Note, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	i := f.index(id)
	if i < 0 {
		return notes.Note{}, notes.ErrNotFound
	}
	f.notes[i].Title, f.notes[i].Body, f.notes[i].UpdatedAt = in.Title, in.Body, time.Now().UTC()
	return f.notes[i], nil
}

func (f *fakeNotes) Delete(_ context.Context, id int64) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	i := f.index(id)
	if i < 0 {
		return notes.ErrNotFound
	}
	f.notes = slices.Delete(f.notes, i, i+1)
	return nil
}

// index is the position of the note with id, or -1; f.mu is held.
func (f *fakeNotes) index(id int64) int {
	return slices.IndexFunc(f.notes, func(n notes.Note) bool { return n.ID == id })
}
