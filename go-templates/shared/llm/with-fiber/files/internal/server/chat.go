package server

import (
	"bytes"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/llm"
)

// chat answers a chat endpoint (POST /api/v1/<provider>/chat) with client.
func (s *Server) chat(client *llm.Client) fiber.Handler {
	return func(c fiber.Ctx) error {
		req, err := llm.DecodeChatRequest(bytes.NewReader(c.Body()))
		if err != nil {
			return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": err.Error()})
		}
		status, body, err := client.HandleChat(c.Context(), req)
		if err != nil {
			s.deps.Logger.Warn(client.Name()+" chat failed", "error", err)
		}
		return c.Status(status).JSON(body)
	}
}
