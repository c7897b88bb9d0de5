package notes

import (
	"cmp"
	"context"
	"slices"
	"sync"
	"time"
)

// MemoryStore keeps notes in memory: they are lost when the service stops. Safe for concurrent use.
type MemoryStore struct {
	mu     sync.RWMutex
	notes  map[int64]Note
	nextID int64
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{notes: map[int64]Note{}, nextID: 1}
}

// List returns the notes of page, newest first.
func (s *MemoryStore) List(_ context.Context, page Page) ([]Note, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	all := make([]Note, 0, len(s.notes))
	for _, n := range s.notes {
		all = append(all, n)
	}
	slices.SortFunc(all, func(a, b Note) int { return cmp.Compare(b.ID, a.ID) })
	start := min(page.Offset, len(all))
	end := min(start+page.Limit, len(all))
	return all[start:end], nil
}

// Get returns the note with id, or ErrNotFound.
func (s *MemoryStore) Get(_ context.Context, id int64) (Note, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	n, ok := s.notes[id]
	if !ok {
		return Note{}, ErrNotFound
	}
	return n, nil
}

// Create stores a new note.
func (s *MemoryStore) Create(_ context.Context, in Input) (Note, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now().UTC()
	n := Note{ID: s.nextID, Title: in.Title, Body: in.Body, CreatedAt: now, UpdatedAt: now}
	s.notes[n.ID] = n
	s.nextID++
	return n, nil
}

// Update replaces the title and body of the note with id.
func (s *MemoryStore) Update(_ context.Context, id int64, in Input) (Note, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, ok := s.notes[id]
	if !ok {
		return Note{}, ErrNotFound
	}
	n.Title, n.Body, n.UpdatedAt = in.Title, in.Body, time.Now().UTC()
	s.notes[id] = n
	return n, nil
}

// Delete removes the note with id.
func (s *MemoryStore) Delete(_ context.Context, id int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.notes[id]; !ok {
		return ErrNotFound
	}
	delete(s.notes, id)
	return nil
}
