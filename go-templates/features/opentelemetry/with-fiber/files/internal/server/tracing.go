package server

import (
	"strings"

	"github.com/gofiber/fiber/v3"
	"go.opentelemetry.io/otel/propagation"

	"{{@module}}/internal/telemetry"
)

// tracing gives every request a server span named after its route pattern, and records its
// duration (gofiber/contrib's middleware for Fiber v3 could not be pinned with this project's
// modules).
func tracing() fiber.Handler {
	instrument := telemetry.NewHTTPServer()
	return func(c fiber.Ctx) error {
		// Fiber's strings point into buffers reused by the next request; the span outlives this one.
		ctx, end := instrument.Start(c.Context(), strings.Clone(c.Method()), strings.Clone(c.Path()), propagation.HeaderCarrier(c.GetReqHeaders()))
		c.SetContext(ctx)
		err := c.Next()
		route, status := served(c, err)
		end(route, status)
		return err
	}
}
