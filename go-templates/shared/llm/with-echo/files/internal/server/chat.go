package server

import (
	"github.com/labstack/echo/v5"

	"{{@module}}/internal/llm"
)

// chat answers a chat endpoint (POST /api/v1/<provider>/chat) with client. Its route is registered
// behind chatAccess.
func (s *Server) chat(client *llm.Client) echo.HandlerFunc {
	return func(c *echo.Context) error {
		ctx := c.Request().Context()
		status, answer, err := client.ServeChat(ctx, c.Request().Body)
		if err != nil {
			s.deps.Logger.WarnContext(ctx, client.Name()+" chat failed", "error", err)
		}
		return c.JSON(status, answer)
	}
}
