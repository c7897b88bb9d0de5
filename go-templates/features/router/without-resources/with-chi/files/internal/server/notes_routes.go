package server

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// noteRoutes registers the notes resource in the /api/v1 route group; chi gives the handlers the
// {id} wildcard through r.PathValue.
func (s *Server) noteRoutes() {
	// guard runs before every notes handler: the checks other features add (a valid JWT). With()
	// gives it to these routes only, not to the group's unknown paths.
	var guard []func(http.Handler) http.Handler
	{{@slot:notes.guard}}
	s.router.Route("/api/v1", func(v1 chi.Router) {
		resource := v1.With(guard...)
		resource.Get("/notes", s.listNotes)
		resource.Post("/notes", s.createNote)
		resource.Get("/notes/{id}", s.getNote)
		resource.Put("/notes/{id}", s.updateNote)
		resource.Delete("/notes/{id}", s.deleteNote)
	})
}
