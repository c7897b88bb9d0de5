package server

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v5"
	"go.opentelemetry.io/otel/propagation"

	"{{@module}}/internal/telemetry"
)

// tracing gives every request a server span named after its route pattern, and records its
// duration (OpenTelemetry's contrib middleware is for Echo v4; labstack's echo-otel for v5 could not
// be pinned with this project's modules).
func tracing() echo.MiddlewareFunc {
	instrument := telemetry.NewHTTPServer()
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			req := c.Request()
			ctx, end := instrument.Start(req.Context(), req.Method, req.URL.Path, propagation.HeaderCarrier(req.Header))
			c.SetRequest(req.WithContext(ctx))
			err := next(c)
			end(c.Path(), tracedStatus(c, err))
			return err
		}
	}
}

// tracedStatus is the status of the response, or, for an error not yet written, the one the error
// handler will send.
func tracedStatus(c *echo.Context, err error) int {
	if err != nil {
		var coded echo.HTTPStatusCoder
		if errors.As(err, &coded) {
			return coded.StatusCode()
		}
		return http.StatusInternalServerError
	}
	if res, unwrapErr := echo.UnwrapResponse(c.Response()); unwrapErr == nil && res.Status != 0 {
		return res.Status
	}
	return http.StatusOK
}
