package telemetry

import (
	"context"
	"net/http"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/propagation"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"
)

// scope names this instrumentation in the spans and metrics it makes.
const scope = "{{@module}}/internal/telemetry"

// HTTPServer instruments the requests of a framework that has no OpenTelemetry instrumentation for
// its version, by the HTTP semantic conventions: a server span per request continuing the caller's
// trace, named after the route pattern, and the http.server.request.duration histogram. The
// framework's middleware calls Start and the function it returns.
type HTTPServer struct {
	tracer     trace.Tracer
	propagator propagation.TextMapPropagator
	duration   metric.Float64Histogram
}

// NewHTTPServer instruments with the global providers and propagator (Setup installs them).
func NewHTTPServer() *HTTPServer {
	duration, err := otel.Meter(scope).Float64Histogram("http.server.request.duration",
		metric.WithUnit("s"),
		metric.WithDescription("Duration of HTTP server requests."),
		metric.WithExplicitBucketBoundaries(0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10),
	)
	if err != nil {
		// The instrument returned with the error still works, as a no-op.
		otel.Handle(err)
	}
	return &HTTPServer{tracer: otel.Tracer(scope), propagator: otel.GetTextMapPropagator(), duration: duration}
}

// Start starts the span of a request to path, with the trace context of its headers; the returned
// context carries it to the handlers. Call end with the route pattern ("" when no route matched)
// and the status once the request is served: it names and ends the span and records the duration.
func (h *HTTPServer) Start(ctx context.Context, method, path string, headers propagation.TextMapCarrier) (_ context.Context, end func(route string, status int)) {
	started := time.Now()
	ctx = h.propagator.Extract(ctx, headers)
	ctx, span := h.tracer.Start(ctx, method,
		trace.WithSpanKind(trace.SpanKindServer),
		trace.WithAttributes(semconv.HTTPRequestMethodKey.String(method), semconv.URLPath(path)),
	)
	return ctx, func(route string, status int) {
		attrs := []attribute.KeyValue{semconv.HTTPRequestMethodKey.String(method), semconv.HTTPResponseStatusCode(status)}
		if route != "" {
			span.SetName(method + " " + route)
			attrs = append(attrs, semconv.HTTPRoute(route))
		}
		span.SetAttributes(attrs...)
		// By the conventions only server errors fail a server span; a 4xx is the client's.
		if status >= http.StatusInternalServerError {
			span.SetStatus(codes.Error, http.StatusText(status))
		}
		span.End()
		h.duration.Record(ctx, time.Since(started).Seconds(), metric.WithAttributes(attrs...))
	}
}
