package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/notes"
)

// noteRoutes registers the notes resource in the /api/v1 group.
func (s *Server) noteRoutes() {
	// guard runs before every notes handler: the checks other features add (a valid JWT). It is given
	// to each route, not to the group, whose middleware Echo would run for unknown paths too.
	var guard []echo.MiddlewareFunc
	{{@slot:notes.guard}}
	v1 := s.echo.Group("/api/v1")
	v1.GET("/notes", s.listNotes, guard...)
	v1.POST("/notes", s.createNote, guard...)
	v1.GET("/notes/:id", s.getNote, guard...)
	v1.PUT("/notes/:id", s.updateNote, guard...)
	v1.DELETE("/notes/:id", s.deleteNote, guard...)
}

func (s *Server) noteFailed(c *echo.Context, err error) error {
	status, message := noteError(err)
	if status == http.StatusInternalServerError {
		req := c.Request()
		s.deps.Logger.ErrorContext(req.Context(), "notes request failed", "path", req.URL.Path, "error", err)
	}
	return c.JSON(status, map[string]string{"error": message})
}

func (s *Server) listNotes(c *echo.Context) error {
	page, err := notes.ParsePage(c.QueryParam("limit"), c.QueryParam("offset"))
	if err != nil {
		return s.noteFailed(c, err)
	}
	list, err := s.deps.Notes.List(c.Request().Context(), page)
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.JSON(http.StatusOK, notes.NewList(page, list))
}

func (s *Server) createNote(c *echo.Context) error {
	in, err := notes.DecodeInput(c.Request().Body)
	if err != nil {
		return s.noteFailed(c, err)
	}
	n, err := s.deps.Notes.Create(c.Request().Context(), in)
	if err != nil {
		return s.noteFailed(c, err)
	}
	c.Response().Header().Set("Location", noteLocation(n))
	return c.JSON(http.StatusCreated, n)
}

func (s *Server) getNote(c *echo.Context) error {
	id, err := notes.ParseID(c.Param("id"))
	if err != nil {
		return s.noteFailed(c, err)
	}
	n, err := s.deps.Notes.Get(c.Request().Context(), id)
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.JSON(http.StatusOK, n)
}

func (s *Server) updateNote(c *echo.Context) error {
	id, err := notes.ParseID(c.Param("id"))
	if err != nil {
		return s.noteFailed(c, err)
	}
	in, err := notes.DecodeInput(c.Request().Body)
	if err != nil {
		return s.noteFailed(c, err)
	}
	n, err := s.deps.Notes.Update(c.Request().Context(), id, in)
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.JSON(http.StatusOK, n)
}

func (s *Server) deleteNote(c *echo.Context) error {
	id, err := notes.ParseID(c.Param("id"))
	if err == nil {
		err = s.deps.Notes.Delete(c.Request().Context(), id)
	}
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.NoContent(http.StatusNoContent)
}
