package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/openai"
)

// openAIChat answers POST /api/v1/openai/chat.
func (s *Server) openAIChat(c *echo.Context) error {
	req, err := openai.DecodeChatRequest(c.Request().Body)
	if err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": err.Error()})
	}
	status, body, err := s.deps.OpenAI.HandleChat(c.Request().Context(), req)
	if err != nil {
		s.deps.Logger.Warn("OpenAI chat failed", "error", err)
	}
	return c.JSON(status, body)
}
