package server

import (
	"net/http"

	"github.com/felixge/httpsnoop"

	"{{@module}}/internal/metrics"
)

// metricsMiddleware records every request under its route pattern, which route returns once the
// router has served the request.
func metricsMiddleware(m *metrics.HTTP, route func(*http.Request) string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			done := m.Start(r.Method)
			served := httpsnoop.CaptureMetrics(next, w, r)
			done(route(r), served.Code)
		})
	}
}
