package config

import "net"

// MetricsConfig configures the Prometheus metrics listener.
type MetricsConfig struct {
	// Addr is the host:port serving GET /metrics, apart from the API's port so that the metrics are
	// not public: the default listens on the loopback interface only.
	Addr string `env:"METRICS_ADDR"`
}

func loadMetrics(e *Env) MetricsConfig {
	c := MetricsConfig{Addr: e.String("METRICS_ADDR", "127.0.0.1:9090")}
	_, _, err := net.SplitHostPort(c.Addr)
	e.Check(err == nil, "METRICS_ADDR", "must be host:port, such as 127.0.0.1:9090 or :9090 (every interface)")
	return c
}
