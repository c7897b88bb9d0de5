package server

import (
	"bytes"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/openai"
)

// openAIChat answers POST /api/v1/openai/chat.
func (s *Server) openAIChat(c fiber.Ctx) error {
	req, err := openai.DecodeChatRequest(bytes.NewReader(c.Body()))
	if err != nil {
		return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": err.Error()})
	}
	status, body, err := s.deps.OpenAI.HandleChat(c.Context(), req)
	if err != nil {
		s.deps.Logger.Warn("OpenAI chat failed", "error", err)
	}
	return c.Status(status).JSON(body)
}
