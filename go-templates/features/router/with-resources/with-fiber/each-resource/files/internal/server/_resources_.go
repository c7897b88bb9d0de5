package server

import (
	"bytes"
	"fmt"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.name}}Routes registers the {{@R.labels}} in a group of their own, /api/v1/{{@R.path}}.
func (s *Server) {{@R.name}}Routes() {
	// guard runs before every handler of the resource: the checks other features add (a valid JWT).
	// Fiber runs a group's handlers for every path under its prefix, so the group is the resource's
	// alone.
	var guard []any
	{{@slot:notes.guard}}
	group := s.app.Group("/api/v1/{{@R.path}}", guard...)
	group.Get("", s.list{{@R.Names}})
	group.Post("", s.create{{@R.Name}})
	group.Get("/:id", s.get{{@R.Name}})
	group.Put("/:id", s.update{{@R.Name}})
	group.Delete("/:id", s.delete{{@R.Name}})
}

func (s *Server) list{{@R.Names}}(c fiber.Ctx) error {
	q, err := {{@R.pkg}}.ParseQuery(queryValues(c))
	if err != nil {
		return s.resourceFailed(c, err)
	}
	items, err := s.deps.{{@R.Names}}.List(c.Context(), q)
	if err != nil {
		return s.resourceFailed(c, err)
	}
	return c.JSON({{@R.pkg}}.NewList(q, items))
}

func (s *Server) create{{@R.Name}}(c fiber.Ctx) error {
	in, err := {{@R.pkg}}.DecodeInput(bytes.NewReader(c.Body()))
	if err == nil {
		err = s.check{{@R.Name}}References(c.Context(), in)
	}
	if err != nil {
		return s.resourceFailed(c, err)
	}
	item, err := s.deps.{{@R.Names}}.Create(c.Context(), in)
	if err != nil {
		return s.resourceFailed(c, err)
	}
	c.Location(fmt.Sprintf("/api/v1/{{@R.path}}/%d", item.ID))
	return c.Status(fiber.StatusCreated).JSON(item)
}

func (s *Server) get{{@R.Name}}(c fiber.Ctx) error {
	id, err := resource.ParseID(c.Params("id"))
	if err != nil {
		return s.resourceFailed(c, err)
	}
	item, err := s.deps.{{@R.Names}}.Get(c.Context(), id)
	if err != nil {
		return s.resourceFailed(c, err)
	}
	return c.JSON(item)
}

func (s *Server) update{{@R.Name}}(c fiber.Ctx) error {
	id, err := resource.ParseID(c.Params("id"))
	if err != nil {
		return s.resourceFailed(c, err)
	}
	in, err := {{@R.pkg}}.DecodeInput(bytes.NewReader(c.Body()))
	if err == nil {
		err = s.check{{@R.Name}}References(c.Context(), in)
	}
	if err != nil {
		return s.resourceFailed(c, err)
	}
	item, err := s.deps.{{@R.Names}}.Update(c.Context(), id, in)
	if err != nil {
		return s.resourceFailed(c, err)
	}
	return c.JSON(item)
}

func (s *Server) delete{{@R.Name}}(c fiber.Ctx) error {
	id, err := resource.ParseID(c.Params("id"))
	if err == nil {
		err = s.remove{{@R.Name}}(c.Context(), id)
	}
	if err != nil {
		return s.resourceFailed(c, err)
	}
	return c.SendStatus(fiber.StatusNoContent)
}
