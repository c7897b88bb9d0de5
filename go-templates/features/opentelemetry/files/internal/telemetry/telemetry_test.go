package telemetry

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"go.opentelemetry.io/otel"

	"{{@module}}/internal/config"
)

// setup runs Setup on cfg and restores the global providers when the test ends.
func setup(t *testing.T, cfg config.TelemetryConfig, console io.Writer) func(context.Context) error {
	t.Helper()
	tracerProvider, meterProvider, propagator := otel.GetTracerProvider(), otel.GetMeterProvider(), otel.GetTextMapPropagator()
	t.Cleanup(func() {
		otel.SetTracerProvider(tracerProvider)
		otel.SetMeterProvider(meterProvider)
		otel.SetTextMapPropagator(propagator)
	})
	shutdown, err := Setup(context.Background(), cfg, slog.New(slog.DiscardHandler), console)
	if err != nil {
		t.Fatal(err)
	}
	return shutdown
}

func TestConsoleExportersFlushOnShutdown(t *testing.T) {
	var out bytes.Buffer
	shutdown := setup(t, config.TelemetryConfig{ServiceName: "svc-under-test", TracesExporter: "console", MetricsExporter: "console"}, &out)

	ctx := context.Background()
	_, span := otel.Tracer("test").Start(ctx, "unit-of-work")
	span.End()
	counter, err := otel.Meter("test").Int64Counter("work.done")
	if err != nil {
		t.Fatal(err)
	}
	counter.Add(ctx, 3)

	if err := shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"Name":"unit-of-work"`, `"Name":"work.done"`, "svc-under-test"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the console output lacks %s:\n%s", want, out.String())
		}
	}
}

func TestNoneExportsNothing(t *testing.T) {
	var out bytes.Buffer
	shutdown := setup(t, config.TelemetryConfig{ServiceName: "svc", TracesExporter: "none", MetricsExporter: "none"}, &out)
	_, span := otel.Tracer("test").Start(context.Background(), "unit-of-work")
	span.End()
	if err := shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 {
		t.Errorf("none wrote %q", out.String())
	}
}

// TestOTLPExportsToTheCollector sends the spans to a fake collector at OTEL_EXPORTER_OTLP_ENDPOINT.
func TestOTLPExportsToTheCollector(t *testing.T) {
	var (
		mu    sync.Mutex
		paths []string
	)
	collector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		paths = append(paths, r.Method+" "+r.URL.Path+" "+r.Header.Get("Content-Type"))
		mu.Unlock()
		w.Header().Set("Content-Type", "application/x-protobuf")
	}))
	defer collector.Close()
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", collector.URL)

	shutdown := setup(t, config.TelemetryConfig{ServiceName: "svc", TracesExporter: "otlp", MetricsExporter: "otlp"}, io.Discard)
	_, span := otel.Tracer("test").Start(context.Background(), "unit-of-work")
	span.End()
	if err := shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, want := range []string{"POST /v1/traces application/x-protobuf", "POST /v1/metrics application/x-protobuf"} {
		found := false
		for _, p := range paths {
			found = found || p == want
		}
		if !found {
			t.Errorf("the collector did not get %q; it got %v", want, paths)
		}
	}
}
