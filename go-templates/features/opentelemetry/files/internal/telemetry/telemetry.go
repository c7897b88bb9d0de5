// Package telemetry sets up OpenTelemetry for the service: the tracer and meter providers, exporting
// over OTLP (HTTP) or to the console as the standard OTEL_* variables say, and the W3C trace context
// propagation. The HTTP layer instruments every request through the global providers.
package telemetry

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/exporters/stdout/stdoutmetric"
	"go.opentelemetry.io/otel/exporters/stdout/stdouttrace"
	"go.opentelemetry.io/otel/propagation"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"

	"{{@module}}/internal/config"
)

// Setup installs the global tracer and meter providers and propagator. console receives what the
// console exporters write; logger gets OpenTelemetry's own errors (a collector out of reach). The
// returned shutdown flushes what is buffered and stops the exporters: call it on exit.
func Setup(ctx context.Context, cfg config.TelemetryConfig, logger *slog.Logger, console io.Writer) (shutdown func(context.Context) error, err error) {
	res, err := resource.Merge(resource.Default(), resource.NewSchemaless(semconv.ServiceName(cfg.ServiceName)))
	if err != nil {
		return nil, fmt.Errorf("telemetry resource: %w", err)
	}

	traceOptions := []sdktrace.TracerProviderOption{sdktrace.WithResource(res)}
	switch cfg.TracesExporter {
	case "otlp":
		exporter, err := otlptrace.New(ctx, otlptracehttp.NewClient())
		if err != nil {
			return nil, fmt.Errorf("OTLP trace exporter: %w", err)
		}
		traceOptions = append(traceOptions, sdktrace.WithBatcher(exporter))
	case "console":
		exporter, err := stdouttrace.New(stdouttrace.WithWriter(console))
		if err != nil {
			return nil, fmt.Errorf("console trace exporter: %w", err)
		}
		traceOptions = append(traceOptions, sdktrace.WithBatcher(exporter))
	}
	// With "none" spans are still made, so trace context still reaches logs and outgoing calls.

	metricOptions := []sdkmetric.Option{sdkmetric.WithResource(res)}
	switch cfg.MetricsExporter {
	case "otlp":
		exporter, err := otlpmetrichttp.New(ctx)
		if err != nil {
			return nil, fmt.Errorf("OTLP metric exporter: %w", err)
		}
		metricOptions = append(metricOptions, sdkmetric.WithReader(sdkmetric.NewPeriodicReader(exporter)))
	case "console":
		exporter, err := stdoutmetric.New(stdoutmetric.WithWriter(console))
		if err != nil {
			return nil, fmt.Errorf("console metric exporter: %w", err)
		}
		metricOptions = append(metricOptions, sdkmetric.WithReader(sdkmetric.NewPeriodicReader(exporter)))
	}

	tracerProvider := sdktrace.NewTracerProvider(traceOptions...)
	meterProvider := sdkmetric.NewMeterProvider(metricOptions...)
	otel.SetTracerProvider(tracerProvider)
	otel.SetMeterProvider(meterProvider)
	otel.SetTextMapPropagator(propagation.NewCompositeTextMapPropagator(propagation.TraceContext{}, propagation.Baggage{}))
	otel.SetErrorHandler(otel.ErrorHandlerFunc(func(err error) {
		logger.Warn("opentelemetry", "error", err)
	}))

	return func(ctx context.Context) error {
		return errors.Join(tracerProvider.Shutdown(ctx), meterProvider.Shutdown(ctx))
	}, nil
}
