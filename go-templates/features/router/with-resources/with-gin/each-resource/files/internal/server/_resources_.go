package server

import (
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.name}}Routes registers the {{@R.labels}} in a group of their own, /api/v1/{{@R.path}}.
func (s *Server) {{@R.name}}Routes() {
	// guard runs before every handler of the resource: the checks other features add (a valid JWT).
	var guard []gin.HandlerFunc
	{{@slot:notes.guard}}
	group := s.engine.Group("/api/v1/{{@R.path}}", guard...)
	group.GET("", s.list{{@R.Names}})
	group.POST("", s.create{{@R.Name}})
	group.GET("/:id", s.get{{@R.Name}})
	group.PUT("/:id", s.update{{@R.Name}})
	group.DELETE("/:id", s.delete{{@R.Name}})
}

func (s *Server) list{{@R.Names}}(c *gin.Context) {
	q, err := {{@R.pkg}}.ParseQuery(c.Request.URL.Query())
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	items, err := s.deps.{{@R.Names}}.List(c.Request.Context(), q)
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusOK, {{@R.pkg}}.NewList(q, items))
}

func (s *Server) create{{@R.Name}}(c *gin.Context) {
	ctx := c.Request.Context()
	in, err := {{@R.pkg}}.DecodeInput(c.Request.Body)
	if err == nil {
		err = s.check{{@R.Name}}References(ctx, in)
	}
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	item, err := s.deps.{{@R.Names}}.Create(ctx, in)
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	c.Header("Location", fmt.Sprintf("/api/v1/{{@R.path}}/%d", item.ID))
	s.writeJSON(c, http.StatusCreated, item)
}

func (s *Server) get{{@R.Name}}(c *gin.Context) {
	id, err := resource.ParseID(c.Param("id"))
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	item, err := s.deps.{{@R.Names}}.Get(c.Request.Context(), id)
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusOK, item)
}

func (s *Server) update{{@R.Name}}(c *gin.Context) {
	ctx := c.Request.Context()
	id, err := resource.ParseID(c.Param("id"))
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	in, err := {{@R.pkg}}.DecodeInput(c.Request.Body)
	if err == nil {
		err = s.check{{@R.Name}}References(ctx, in)
	}
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	item, err := s.deps.{{@R.Names}}.Update(ctx, id, in)
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusOK, item)
}

func (s *Server) delete{{@R.Name}}(c *gin.Context) {
	id, err := resource.ParseID(c.Param("id"))
	if err == nil {
		err = s.remove{{@R.Name}}(c.Request.Context(), id)
	}
	if err != nil {
		s.resourceFailed(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}
