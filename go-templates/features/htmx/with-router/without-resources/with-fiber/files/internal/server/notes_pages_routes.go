package server

import (
	"github.com/gofiber/fiber/v3/middleware/adaptor"

	"{{@module}}/internal/web"
)

// notesPageRoutes registers the notes page and the post of its form, behind the guard of the notes'
// API, in a group of their own: the page shows and adds what /api/v1/notes does.
func (s *Server) notesPageRoutes() {
	var guard []any
	{{@slot:notes.guard}}
	pages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
	group := s.app.Group("/notes", guard...)
	group.Get("", adaptor.HTTPHandlerFunc(pages.List))
	group.Post("", adaptor.HTTPHandlerFunc(pages.Create))
}
