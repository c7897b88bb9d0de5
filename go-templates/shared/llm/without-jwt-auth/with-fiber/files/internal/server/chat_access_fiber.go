package server

import "github.com/gofiber/fiber/v3"

// chatAccess guards the chat endpoints, which spend the provider's API key for their caller: without
// a sign-in to tell callers apart, they answer 403 unless LLM_ENDPOINTS_ENABLED is set.
func (s *Server) chatAccess() fiber.Handler {
	return func(c fiber.Ctx) error {
		if !s.cfg.LLM.EndpointsEnabled {
			return c.Status(fiber.StatusForbidden).JSON(fiber.Map{"error": chatEndpointsOff})
		}
		return c.Next()
	}
}
