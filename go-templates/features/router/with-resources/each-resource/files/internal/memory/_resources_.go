// Package memory keeps the resources in memory: the store of a service without a database, and the
// double the handler tests of every service use.
package memory

import (
	"context"
	"maps"
	"sync"
	"time"

	"{{@module}}/internal/listing"
	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.Name}}Store keeps {{@R.labels}} in memory: they are lost when the service stops. Safe for
// concurrent use.
type {{@R.Name}}Store struct {
	mu     sync.RWMutex
	items  map[int64]{{@R.pkg}}.{{@R.Name}}
	nextID int64
}

// New{{@R.Name}}Store returns an empty store of {{@R.labels}}.
func New{{@R.Name}}Store() *{{@R.Name}}Store {
	return &{{@R.Name}}Store{items: map[int64]{{@R.pkg}}.{{@R.Name}}{}, nextID: 1}
}

// List returns the {{@R.labels}} q selects, in its order (then by id), the page it asks.
func (s *{{@R.Name}}Store) List(_ context.Context, q resource.Query) ([]{{@R.pkg}}.{{@R.Name}}, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return listing.{{@R.Names}}(maps.Values(s.items), q), nil
}

// Get returns the {{@R.label}} with id, or resource.ErrNotFound.
func (s *{{@R.Name}}Store) Get(_ context.Context, id int64) ({{@R.pkg}}.{{@R.Name}}, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	item, ok := s.items[id]
	if !ok {
		return {{@R.pkg}}.{{@R.Name}}{}, resource.ErrNotFound
	}
	return item, nil
}

// Create stores a new {{@R.label}}; resource.ErrConflict when a unique field's value is taken.
func (s *{{@R.Name}}Store) Create(_ context.Context, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now().UTC()
	item := new{{@R.Name}}(s.nextID, in, now, now)
	{{@F.uniqueCheck}}
	s.nextID++
	s.items[item.ID] = item
	return item, nil
}

// Update replaces the fields of the {{@R.label}} with id, or returns resource.ErrNotFound.
func (s *{{@R.Name}}Store) Update(_ context.Context, id int64, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	old, ok := s.items[id]
	if !ok {
		return {{@R.pkg}}.{{@R.Name}}{}, resource.ErrNotFound
	}
	item := new{{@R.Name}}(id, in, old.CreatedAt, time.Now().UTC())
	{{@F.uniqueCheck}}
	s.items[id] = item
	return item, nil
}

// Delete removes the {{@R.label}} with id, or returns resource.ErrNotFound.
func (s *{{@R.Name}}Store) Delete(_ context.Context, id int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.items[id]; !ok {
		return resource.ErrNotFound
	}
	delete(s.items, id)
	return nil
}

func new{{@R.Name}}(id int64, in {{@R.pkg}}.Input, created, updated time.Time) {{@R.pkg}}.{{@R.Name}} {
	item := {{@R.pkg}}.{{@R.Name}}{ID: id, CreatedAt: created, UpdatedAt: updated}
	item.{{@F.Name}} = in.{{@F.Name}}
	return item
}
