package server

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/metrics"
)

// metricsMiddleware records every request under its route pattern.
func metricsMiddleware(m *metrics.HTTP) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			done := m.Start(c.Request().Method)
			err := next(c)
			status := http.StatusOK
			if res, unwrapErr := echo.UnwrapResponse(c.Response()); unwrapErr == nil && res.Status != 0 {
				status = res.Status
			}
			// An error not yet written becomes the status the error handler will send.
			if err != nil {
				status = http.StatusInternalServerError
				var coded echo.HTTPStatusCoder
				if errors.As(err, &coded) {
					status = coded.StatusCode()
				}
			}
			done(c.Path(), status)
			return err
		}
	}
}
