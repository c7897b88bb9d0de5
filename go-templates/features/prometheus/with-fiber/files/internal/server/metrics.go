package server

import (
	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/metrics"
)

// metricsMiddleware records every request under its route pattern.
func metricsMiddleware(m *metrics.HTTP) fiber.Handler {
	return func(c fiber.Ctx) error {
		done := m.Start(c.Method())
		err := c.Next()
		route, status := served(c, err)
		done(route, status)
		return err
	}
}
