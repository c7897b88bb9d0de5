package server

import (
	"bytes"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/jobs"
)

// enqueueExampleJob answers POST /api/v1/jobs/example: 202 with the queued task; the worker
// processes it later.
func (s *Server) enqueueExampleJob(c fiber.Ctx) error {
	req, err := jobs.DecodeExampleRequest(bytes.NewReader(c.Body()))
	if err != nil {
		return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": err.Error()})
	}
	status, body, err := s.deps.Jobs.HandleEnqueueExample(c.Context(), req)
	if err != nil {
		s.deps.Logger.Error("enqueue the example job", "error", err)
	}
	return c.Status(status).JSON(body)
}
