package config

import "net/url"

// TelemetryConfig configures OpenTelemetry. The variables are OpenTelemetry's standard ones.
type TelemetryConfig struct {
	// ServiceName is the service.name resource attribute of every span and metric.
	ServiceName string `env:"OTEL_SERVICE_NAME"`
	// TracesExporter and MetricsExporter say where each signal goes: otlp, console (standard error,
	// never among the logs on standard output) or none, the default.
	TracesExporter  string `env:"OTEL_TRACES_EXPORTER"`
	MetricsExporter string `env:"OTEL_METRICS_EXPORTER"`
	// OTLPEndpoint is the collector's base URL. It is checked here; the OTLP exporters read it from
	// the environment themselves, with the other OTEL_EXPORTER_OTLP_* variables.
	OTLPEndpoint string `env:"OTEL_EXPORTER_OTLP_ENDPOINT"`
}

func loadTelemetry(e *Env) TelemetryConfig {
	c := TelemetryConfig{
		ServiceName:     e.String("OTEL_SERVICE_NAME", "{{@projectName}}"),
		TracesExporter:  e.OneOf("OTEL_TRACES_EXPORTER", "none", "otlp", "console", "none"),
		MetricsExporter: e.OneOf("OTEL_METRICS_EXPORTER", "none", "otlp", "console", "none"),
		OTLPEndpoint:    e.String("OTEL_EXPORTER_OTLP_ENDPOINT", ""),
	}
	if c.OTLPEndpoint != "" {
		u, err := url.Parse(c.OTLPEndpoint)
		e.Check(err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "", "OTEL_EXPORTER_OTLP_ENDPOINT", "must be an http or https URL, such as http://localhost:4318")
	}
	return c
}
