package server

import (
	"net/http"

	"github.com/labstack/echo/v5"
)

// health answers GET /health: 200 when every check passes, 503 otherwise.
func (s *Server) health(c *echo.Context) error {
	report := s.deps.Health.Check(c.Request().Context())
	status := http.StatusOK
	if !report.Healthy() {
		status = http.StatusServiceUnavailable
	}
	return c.JSON(status, report)
}
