package server

import (
	"net/http"

	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"
)

// tracing instruments every request with otelhttp: a server span continuing the caller's trace,
// and the HTTP server metrics. The span is named after the pattern of the route that served the
// request, which route returns once the router has matched it ("" when none did).
func tracing(route func(*http.Request) string) func(http.Handler) http.Handler {
	name := func(r *http.Request) string {
		if pattern := route(r); pattern != "" {
			return r.Method + " " + pattern
		}
		return r.Method
	}
	return func(next http.Handler) http.Handler {
		named := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			next.ServeHTTP(w, r)
			if pattern := route(r); pattern != "" {
				span := trace.SpanFromContext(r.Context())
				span.SetName(r.Method + " " + pattern)
				span.SetAttributes(semconv.HTTPRoute(pattern))
			}
		})
		return otelhttp.NewHandler(named, "http.server", otelhttp.WithSpanNameFormatter(func(_ string, r *http.Request) string {
			return name(r)
		}))
	}
}
