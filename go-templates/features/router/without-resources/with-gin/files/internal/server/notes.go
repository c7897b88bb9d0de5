package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/notes"
)

// noteRoutes registers the notes resource in the /api/v1 group.
func (s *Server) noteRoutes() {
	// guard runs before every notes handler: the checks other features add (a valid JWT).
	var guard []gin.HandlerFunc
	{{@slot:notes.guard}}
	v1 := s.engine.Group("/api/v1", guard...)
	v1.GET("/notes", s.listNotes)
	v1.POST("/notes", s.createNote)
	v1.GET("/notes/:id", s.getNote)
	v1.PUT("/notes/:id", s.updateNote)
	v1.DELETE("/notes/:id", s.deleteNote)
}

func (s *Server) noteFailed(c *gin.Context, err error) {
	status, message := noteError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.ErrorContext(c.Request.Context(), "notes request failed", "path", c.Request.URL.Path, "error", err)
	}
	s.writeJSON(c, status, gin.H{"error": message})
}

func (s *Server) listNotes(c *gin.Context) {
	page, err := notes.ParsePage(c.Query("limit"), c.Query("offset"))
	if err != nil {
		s.noteFailed(c, err)
		return
	}
	list, err := s.deps.Notes.List(c.Request.Context(), page)
	if err != nil {
		s.noteFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusOK, notes.NewList(page, list))
}

func (s *Server) createNote(c *gin.Context) {
	in, err := notes.DecodeInput(c.Request.Body)
	if err != nil {
		s.noteFailed(c, err)
		return
	}
	n, err := s.deps.Notes.Create(c.Request.Context(), in)
	if err != nil {
		s.noteFailed(c, err)
		return
	}
	c.Header("Location", noteLocation(n))
	s.writeJSON(c, http.StatusCreated, n)
}

func (s *Server) getNote(c *gin.Context) {
	id, err := notes.ParseID(c.Param("id"))
	if err == nil {
		var n notes.Note
		if n, err = s.deps.Notes.Get(c.Request.Context(), id); err == nil {
			s.writeJSON(c, http.StatusOK, n)
			return
		}
	}
	s.noteFailed(c, err)
}

func (s *Server) updateNote(c *gin.Context) {
	id, err := notes.ParseID(c.Param("id"))
	if err != nil {
		s.noteFailed(c, err)
		return
	}
	in, err := notes.DecodeInput(c.Request.Body)
	if err != nil {
		s.noteFailed(c, err)
		return
	}
	n, err := s.deps.Notes.Update(c.Request.Context(), id, in)
	if err != nil {
		s.noteFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusOK, n)
}

func (s *Server) deleteNote(c *gin.Context) {
	id, err := notes.ParseID(c.Param("id"))
	if err == nil {
		err = s.deps.Notes.Delete(c.Request.Context(), id)
	}
	if err != nil {
		s.noteFailed(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}
