package server

import "github.com/go-chi/chi/v5"

// noteRoutes registers the notes resource in the /api/v1 route group; chi gives the handlers the
// {id} wildcard through r.PathValue.
func (s *Server) noteRoutes() {
	s.router.Route("/api/v1", func(v1 chi.Router) {
		v1.Get("/notes", s.listNotes)
		v1.Post("/notes", s.createNote)
		v1.Get("/notes/{id}", s.getNote)
		v1.Put("/notes/{id}", s.updateNote)
		v1.Delete("/notes/{id}", s.deleteNote)
	})
}
