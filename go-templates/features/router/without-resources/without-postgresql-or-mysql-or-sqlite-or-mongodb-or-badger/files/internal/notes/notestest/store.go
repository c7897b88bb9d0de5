// Package notestest gives tests of any package a notes.Store: without a database, the service's own
// store in memory.
package notestest

import "{{@module}}/internal/notes"

// NewStore returns an empty store.
func NewStore() notes.Store {
	return notes.NewMemoryStore()
}
