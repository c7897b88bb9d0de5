package server

import (
	"net/http"

	"github.com/labstack/echo/v5"
)

// resourceFailed answers the error of a resource's handler; an unexpected one is logged.
func (s *Server) resourceFailed(c *echo.Context, err error) error {
	status, message := resourceError(err)
	if status == http.StatusInternalServerError {
		req := c.Request()
		s.deps.Logger.ErrorContext(req.Context(), "resource request failed", "path", req.URL.Path, "error", err)
	}
	return c.JSON(status, map[string]string{"error": message})
}
