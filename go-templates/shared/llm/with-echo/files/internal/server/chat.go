package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/llm"
)

// chat answers a chat endpoint (POST /api/v1/<provider>/chat) with client.
func (s *Server) chat(client *llm.Client) echo.HandlerFunc {
	return func(c *echo.Context) error {
		req, err := llm.DecodeChatRequest(c.Request().Body)
		if err != nil {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": err.Error()})
		}
		status, body, err := client.HandleChat(c.Request().Context(), req)
		if err != nil {
			s.deps.Logger.Warn(client.Name()+" chat failed", "error", err)
		}
		return c.JSON(status, body)
	}
}
