package server

import (
	"bytes"
	"net/http"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/notes"
)

// noteRoutes registers the notes resource in the /api/v1 group.
func (s *Server) noteRoutes() {
	v1 := s.app.Group("/api/v1")
	v1.Get("/notes", s.listNotes)
	v1.Post("/notes", s.createNote)
	v1.Get("/notes/:id", s.getNote)
	v1.Put("/notes/:id", s.updateNote)
	v1.Delete("/notes/:id", s.deleteNote)
}

func (s *Server) noteFailed(c fiber.Ctx, err error) error {
	status, message := noteError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.Error("notes request failed", "error", err)
	}
	return c.Status(status).JSON(fiber.Map{"error": message})
}

func (s *Server) listNotes(c fiber.Ctx) error {
	list, err := s.deps.Notes.List(c.Context(), notes.Page{Limit: notes.DefaultLimit})
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.JSON(fiber.Map{"notes": list})
}

func (s *Server) createNote(c fiber.Ctx) error {
	in, err := notes.DecodeInput(bytes.NewReader(c.Body()))
	if err != nil {
		return s.noteFailed(c, err)
	}
	n, err := s.deps.Notes.Create(c.Context(), in)
	if err != nil {
		return s.noteFailed(c, err)
	}
	c.Location(noteLocation(n))
	return c.Status(fiber.StatusCreated).JSON(n)
}

func (s *Server) getNote(c fiber.Ctx) error {
	id, err := notes.ParseID(c.Params("id"))
	if err != nil {
		return s.noteFailed(c, err)
	}
	n, err := s.deps.Notes.Get(c.Context(), id)
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.JSON(n)
}

func (s *Server) updateNote(c fiber.Ctx) error {
	id, err := notes.ParseID(c.Params("id"))
	if err != nil {
		return s.noteFailed(c, err)
	}
	in, err := notes.DecodeInput(bytes.NewReader(c.Body()))
	if err != nil {
		return s.noteFailed(c, err)
	}
	n, err := s.deps.Notes.Update(c.Context(), id, in)
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.JSON(n)
}

func (s *Server) deleteNote(c fiber.Ctx) error {
	id, err := notes.ParseID(c.Params("id"))
	if err == nil {
		err = s.deps.Notes.Delete(c.Context(), id)
	}
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.SendStatus(fiber.StatusNoContent)
}
