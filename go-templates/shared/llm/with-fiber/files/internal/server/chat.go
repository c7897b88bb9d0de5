package server

import (
	"bytes"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/llm"
)

// chat answers a chat endpoint (POST /api/v1/<provider>/chat) with client. Its route is registered
// behind chatAccess.
func (s *Server) chat(client *llm.Client) fiber.Handler {
	return func(c fiber.Ctx) error {
		status, answer, err := client.ServeChat(c.Context(), bytes.NewReader(c.Body()))
		if err != nil {
			s.deps.Logger.WarnContext(c.Context(), client.Name()+" chat failed", "error", err)
		}
		return c.Status(status).JSON(answer)
	}
}
