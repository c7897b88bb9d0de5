package server

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/metrics"
)

// metricsMiddleware records every request under its route pattern.
func metricsMiddleware(m *metrics.HTTP) fiber.Handler {
	return func(c fiber.Ctx) error {
		done := m.Start(c.Method())
		err := c.Next()
		status := c.Response().StatusCode()
		// An error not yet written becomes the status the error handler will send.
		if err != nil {
			status = fiber.StatusInternalServerError
			var fe *fiber.Error
			if errors.As(err, &fe) {
				status = fe.Code
			}
		}
		route := ""
		if c.Matched() {
			route = c.FullPath()
		}
		done(route, status)
		return err
	}
}
