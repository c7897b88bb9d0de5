package server

import (
	"net/http"

	"{{@module}}/internal/web"
)

// notesPageRoutes registers the notes page and the post of its form, behind the guard of the notes'
// API: the page shows and adds what /api/v1/notes does.
func (s *Server) notesPageRoutes() {
	var guard []func(http.Handler) http.Handler
	{{@slot:notes.guard}}
	pages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
	s.router.With(guard...).Get("/notes", pages.List)
	s.router.With(guard...).Post("/notes", pages.Create)
}
