package server

import (
	"bytes"
	"net/http"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/notes"
)

// noteRoutes registers the notes resource in a group of its own, /api/v1/notes.
func (s *Server) noteRoutes() {
	// guard runs before every notes handler: the checks other features add (a valid JWT). Fiber runs a
	// group's handlers for every path under its prefix, so the group is the resource's alone.
	var guard []any
	{{@slot:notes.guard}}
	resource := s.app.Group("/api/v1/notes", guard...)
	resource.Get("", s.listNotes)
	resource.Post("", s.createNote)
	resource.Get("/:id", s.getNote)
	resource.Put("/:id", s.updateNote)
	resource.Delete("/:id", s.deleteNote)
}

func (s *Server) noteFailed(c fiber.Ctx, err error) error {
	status, message := noteError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.ErrorContext(c.Context(), "notes request failed", "path", c.Path(), "error", err)
	}
	return c.Status(status).JSON(fiber.Map{"error": message})
}

func (s *Server) listNotes(c fiber.Ctx) error {
	page, err := notes.ParsePage(c.Query("limit"), c.Query("offset"))
	if err != nil {
		return s.noteFailed(c, err)
	}
	list, err := s.deps.Notes.List(c.Context(), page)
	if err != nil {
		return s.noteFailed(c, err)
	}
	return c.JSON(notes.NewList(page, list))
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
