package server

import "{{@module}}/internal/notes"

// newTestNotes is the store of the handler tests: the service's own, in memory.
func newTestNotes() notes.Store {
	return notes.NewMemoryStore()
}
