package server

import (
	"errors"

	"github.com/gofiber/fiber/v3"
)

// served tells what a request came to once the rest of the chain returned err, for the metrics and
// traces that name requests by route: its route pattern ("" when no route matched) and its status,
// counting an error not yet written as the status the error handler will send.
func served(c fiber.Ctx, err error) (route string, status int) {
	status = c.Response().StatusCode()
	if err != nil {
		status = fiber.StatusInternalServerError
		var fe *fiber.Error
		if errors.As(err, &fe) {
			status = fe.Code
		}
	}
	if c.Matched() {
		route = c.FullPath()
	}
	return route, status
}
