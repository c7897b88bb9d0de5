package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/web"
)

// notesPageRoutes registers the notes page and the post of its form, behind the guard of the notes'
// API (given to each route: Echo would run a group's for unknown paths too).
func (s *Server) notesPageRoutes() {
	var guard []echo.MiddlewareFunc
	{{@slot:notes.guard}}
	pages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
	s.echo.GET("/notes", echo.WrapHandler(http.HandlerFunc(pages.List)), guard...)
	s.echo.POST("/notes", echo.WrapHandler(http.HandlerFunc(pages.Create)), guard...)
}
