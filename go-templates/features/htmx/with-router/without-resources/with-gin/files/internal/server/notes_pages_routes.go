package server

import (
	"github.com/gin-gonic/gin"

	"{{@module}}/internal/web"
)

// notesPageRoutes registers the notes page and the post of its form, behind the guard of the notes'
// API: the page shows and adds what /api/v1/notes does.
func (s *Server) notesPageRoutes() {
	var guard []gin.HandlerFunc
	{{@slot:notes.guard}}
	pages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
	group := s.engine.Group("/notes", guard...)
	group.GET("", gin.WrapF(pages.List))
	group.POST("", gin.WrapF(pages.Create))
}
