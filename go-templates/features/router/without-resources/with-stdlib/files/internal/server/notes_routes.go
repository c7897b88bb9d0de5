package server

import "net/http"

// noteRoutes registers the notes resource; handlers read the {id} wildcard with r.PathValue.
func (s *Server) noteRoutes() {
	// guard runs before every notes handler: the checks other features add (a valid JWT).
	var guard []func(http.Handler) http.Handler
	{{@slot:notes.guard}}
	s.handle("GET /api/v1/notes", s.listNotes, guard...)
	s.handle("POST /api/v1/notes", s.createNote, guard...)
	s.handle("GET /api/v1/notes/{id}", s.getNote, guard...)
	s.handle("PUT /api/v1/notes/{id}", s.updateNote, guard...)
	s.handle("DELETE /api/v1/notes/{id}", s.deleteNote, guard...)
}
