package server

import (
	"bytes"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/openrouter"
)

// openRouterChat answers POST /api/v1/openrouter/chat.
func (s *Server) openRouterChat(c fiber.Ctx) error {
	req, err := openrouter.DecodeChatRequest(bytes.NewReader(c.Body()))
	if err != nil {
		return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": err.Error()})
	}
	status, body, err := s.deps.OpenRouter.HandleChat(c.Context(), req)
	if err != nil {
		s.deps.Logger.Warn("OpenRouter chat failed", "error", err)
	}
	return c.Status(status).JSON(body)
}
