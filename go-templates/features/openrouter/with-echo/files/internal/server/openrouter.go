package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/openrouter"
)

// openRouterChat answers POST /api/v1/openrouter/chat.
func (s *Server) openRouterChat(c *echo.Context) error {
	req, err := openrouter.DecodeChatRequest(c.Request().Body)
	if err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": err.Error()})
	}
	status, body, err := s.deps.OpenRouter.HandleChat(c.Request().Context(), req)
	if err != nil {
		s.deps.Logger.Warn("OpenRouter chat failed", "error", err)
	}
	return c.JSON(status, body)
}
