package server

import "github.com/gofiber/fiber/v3"

// health answers GET /health: 200 when every check passes, 503 otherwise.
func (s *Server) health(c fiber.Ctx) error {
	report := s.deps.Health.Check(c.Context())
	status := fiber.StatusOK
	if !report.Healthy() {
		status = fiber.StatusServiceUnavailable
	}
	return c.Status(status).JSON(report)
}
