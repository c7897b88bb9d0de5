package server

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/propagation"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
)

// recordSpans installs a tracer provider recording the spans, and the W3C propagator, for the
// servers the test builds next; the previous ones come back when the test ends.
func recordSpans(t *testing.T) *tracetest.SpanRecorder {
	t.Helper()
	recorder := tracetest.NewSpanRecorder()
	previous, propagator := otel.GetTracerProvider(), otel.GetTextMapPropagator()
	otel.SetTracerProvider(sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(recorder)))
	otel.SetTextMapPropagator(propagation.TraceContext{})
	t.Cleanup(func() {
		otel.SetTracerProvider(previous)
		otel.SetTextMapPropagator(propagator)
	})
	return recorder
}

// serverSpan returns the one server span recorded, failing the test otherwise.
func serverSpan(t *testing.T, recorder *tracetest.SpanRecorder) sdktrace.ReadOnlySpan {
	t.Helper()
	var found []sdktrace.ReadOnlySpan
	for _, span := range recorder.Ended() {
		if span.SpanKind() == trace.SpanKindServer {
			found = append(found, span)
		}
	}
	if len(found) != 1 {
		t.Fatalf("recorded %d server spans, want 1", len(found))
	}
	return found[0]
}

func spanAttribute(span sdktrace.ReadOnlySpan, key attribute.Key) (attribute.Value, bool) {
	for _, kv := range span.Attributes() {
		if kv.Key == key {
			return kv.Value, true
		}
	}
	return attribute.Value{}, false
}

func TestRequestsAreTracedUnderTheirRoute(t *testing.T) {
	recorder := recordSpans(t)
	s := newTestServer(t)
	req := httptest.NewRequest(http.MethodGet, "/health", nil)
	// The caller's trace continues: its trace ID is the span's.
	req.Header.Set("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
	res := serve(t, s, req)
	_ = res.Body.Close()

	span := serverSpan(t, recorder)
	if span.Name() != "GET /health" {
		t.Errorf("span name = %q, want GET /health", span.Name())
	}
	if route, _ := spanAttribute(span, "http.route"); route.AsString() != "/health" {
		t.Errorf("http.route = %q, want /health", route.AsString())
	}
	if status, _ := spanAttribute(span, "http.response.status_code"); status.AsInt64() != http.StatusOK {
		t.Errorf("http.response.status_code = %d, want 200", status.AsInt64())
	}
	if got := span.SpanContext().TraceID().String(); got != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Errorf("trace ID = %s, want the caller's", got)
	}
}

func TestUnmatchedRequestsAreTracedWithoutARoute(t *testing.T) {
	recorder := recordSpans(t)
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/no/such/route", nil))
	_ = res.Body.Close()

	span := serverSpan(t, recorder)
	if status, _ := spanAttribute(span, "http.response.status_code"); status.AsInt64() != http.StatusNotFound {
		t.Errorf("http.response.status_code = %d, want 404", status.AsInt64())
	}
	// A route per unknown path would make one span name per path scanned.
	if route, ok := spanAttribute(span, "http.route"); ok && route.AsString() != "" {
		t.Errorf("http.route = %q for an unmatched request", route.AsString())
	}
}
