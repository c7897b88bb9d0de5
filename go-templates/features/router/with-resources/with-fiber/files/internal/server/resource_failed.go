package server

import (
	"net/http"
	"net/url"

	"github.com/gofiber/fiber/v3"
)

// resourceFailed answers the error of a resource's handler; an unexpected one is logged.
func (s *Server) resourceFailed(c fiber.Ctx, err error) error {
	status, message := resourceError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.ErrorContext(c.Context(), "resource request failed", "path", c.Path(), "error", err)
	}
	return c.Status(status).JSON(fiber.Map{"error": message})
}

// queryValues is the request's query string as the url.Values the resources' ParseQuery reads.
func queryValues(c fiber.Ctx) url.Values {
	values := url.Values{}
	for key, value := range c.Queries() {
		values.Set(key, value)
	}
	return values
}
