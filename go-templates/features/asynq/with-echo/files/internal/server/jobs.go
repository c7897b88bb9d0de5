package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/jobs"
)

// enqueueExampleJob answers POST /api/v1/jobs/example: 202 with the queued task; the worker
// processes it later.
func (s *Server) enqueueExampleJob(c *echo.Context) error {
	req, err := jobs.DecodeExampleRequest(c.Request().Body)
	if err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": err.Error()})
	}
	status, body, err := s.deps.Jobs.HandleEnqueueExample(c.Request().Context(), req)
	if err != nil {
		s.deps.Logger.Error("enqueue the example job", "error", err)
	}
	return c.JSON(status, body)
}
