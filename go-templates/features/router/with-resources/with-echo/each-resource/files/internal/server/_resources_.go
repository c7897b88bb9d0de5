package server

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.name}}Routes registers the {{@R.labels}} under /api/v1/{{@R.path}}.
func (s *Server) {{@R.name}}Routes() {
	// guard runs before every handler of the resource: the checks other features add (a valid JWT). It
	// is given to each route, not to a group, whose middleware Echo would run for unknown paths too.
	var guard []echo.MiddlewareFunc
	{{@slot:notes.guard}}
	s.echo.GET("/api/v1/{{@R.path}}", s.list{{@R.Names}}, guard...)
	s.echo.POST("/api/v1/{{@R.path}}", s.create{{@R.Name}}, guard...)
	s.echo.GET("/api/v1/{{@R.path}}/:id", s.get{{@R.Name}}, guard...)
	s.echo.PUT("/api/v1/{{@R.path}}/:id", s.update{{@R.Name}}, guard...)
	s.echo.DELETE("/api/v1/{{@R.path}}/:id", s.delete{{@R.Name}}, guard...)
}

func (s *Server) list{{@R.Names}}(c *echo.Context) error {
	q, err := {{@R.pkg}}.ParseQuery(c.QueryParams())
	if err != nil {
		return s.resourceFailed(c, err)
	}
	items, err := s.deps.{{@R.Names}}.List(c.Request().Context(), q)
	if err != nil {
		return s.resourceFailed(c, err)
	}
	return c.JSON(http.StatusOK, {{@R.pkg}}.NewList(q, items))
}

func (s *Server) create{{@R.Name}}(c *echo.Context) error {
	ctx := c.Request().Context()
	in, err := {{@R.pkg}}.DecodeInput(c.Request().Body)
	if err == nil {
		err = s.check{{@R.Name}}References(ctx, in)
	}
	if err != nil {
		return s.resourceFailed(c, err)
	}
	item, err := s.deps.{{@R.Names}}.Create(ctx, in)
	if err != nil {
		return s.resourceFailed(c, err)
	}
	c.Response().Header().Set("Location", fmt.Sprintf("/api/v1/{{@R.path}}/%d", item.ID))
	return c.JSON(http.StatusCreated, item)
}

func (s *Server) get{{@R.Name}}(c *echo.Context) error {
	id, err := resource.ParseID(c.Param("id"))
	if err != nil {
		return s.resourceFailed(c, err)
	}
	item, err := s.deps.{{@R.Names}}.Get(c.Request().Context(), id)
	if err != nil {
		return s.resourceFailed(c, err)
	}
	return c.JSON(http.StatusOK, item)
}

func (s *Server) update{{@R.Name}}(c *echo.Context) error {
	ctx := c.Request().Context()
	id, err := resource.ParseID(c.Param("id"))
	if err != nil {
		return s.resourceFailed(c, err)
	}
	in, err := {{@R.pkg}}.DecodeInput(c.Request().Body)
	if err == nil {
		err = s.check{{@R.Name}}References(ctx, in)
	}
	if err != nil {
		return s.resourceFailed(c, err)
	}
	item, err := s.deps.{{@R.Names}}.Update(ctx, id, in)
	if err != nil {
		return s.resourceFailed(c, err)
	}
	return c.JSON(http.StatusOK, item)
}

func (s *Server) delete{{@R.Name}}(c *echo.Context) error {
	id, err := resource.ParseID(c.Param("id"))
	if err == nil {
		err = s.remove{{@R.Name}}(c.Request().Context(), id)
	}
	if err != nil {
		return s.resourceFailed(c, err)
	}
	return c.NoContent(http.StatusNoContent)
}
