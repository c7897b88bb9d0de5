package server

import (
	"net/http"

	"github.com/labstack/echo/v5"
)

// chatAccess guards the chat endpoints, which spend the provider's API key for their caller: without
// a sign-in to tell callers apart, they answer 403 unless LLM_ENDPOINTS_ENABLED is set.
func (s *Server) chatAccess() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			if !s.cfg.LLM.EndpointsEnabled {
				return c.JSON(http.StatusForbidden, map[string]string{"error": chatEndpointsOff})
			}
			return next(c)
		}
	}
}
