package server

// noteRoutes registers the notes resource; handlers read the {id} wildcard with r.PathValue.
func (s *Server) noteRoutes() {
	s.handle("GET /api/v1/notes", s.listNotes)
	s.handle("POST /api/v1/notes", s.createNote)
	s.handle("GET /api/v1/notes/{id}", s.getNote)
	s.handle("PUT /api/v1/notes/{id}", s.updateNote)
	s.handle("DELETE /api/v1/notes/{id}", s.deleteNote)
}
