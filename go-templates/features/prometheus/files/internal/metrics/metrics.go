// Package metrics holds the service's Prometheus metrics, on a registry of its own.
package metrics

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Unmatched is the route label of requests no route matched, so unknown paths cannot grow the
// number of series without bound.
const Unmatched = "unmatched"

// HTTP holds the HTTP request metrics and the registry GET /metrics exposes.
type HTTP struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	inFlight prometheus.Gauge
}

// NewHTTP registers the HTTP metrics and the Go runtime and process collectors on a new registry.
// Metrics of your own go in the same MustRegister call, or in a type like HTTP beside it.
func NewHTTP() *HTTP {
	m := &HTTP{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "http_requests_total",
			Help: "HTTP requests handled, by method, route pattern and status code.",
		}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "http_request_duration_seconds",
			Help:    "Time to handle HTTP requests, by method and route pattern.",
			Buckets: prometheus.DefBuckets,
		}, []string{"method", "route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "http_requests_in_flight",
			Help: "HTTP requests being handled.",
		}),
	}
	m.registry.MustRegister(
		m.requests, m.duration, m.inFlight,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

// Start counts a request in flight; call the returned function with its route pattern and status
// when it is done.
func (m *HTTP) Start(method string) func(route string, status int) {
	started := time.Now()
	m.inFlight.Inc()
	return func(route string, status int) {
		m.inFlight.Dec()
		if route == "" {
			route = Unmatched
		}
		m.requests.WithLabelValues(method, route, strconv.Itoa(status)).Inc()
		m.duration.WithLabelValues(method, route).Observe(time.Since(started).Seconds())
	}
}

// Handler serves the registry in the Prometheus text format.
func (m *HTTP) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}

// Serve returns the runner of the metrics listener: GET /metrics on addr (METRICS_ADDR), apart from
// the API, so that the service's internals are not served to the public; it serves until ctx is
// cancelled, then shuts down within shutdownTimeout.
func (m *HTTP) Serve(addr string, shutdownTimeout time.Duration, logger *slog.Logger) func(ctx context.Context) error {
	return func(ctx context.Context) error {
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", m.Handler())
		server := &http.Server{
			Addr:              addr,
			Handler:           mux,
			ReadHeaderTimeout: 10 * time.Second,
			ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		}
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			return fmt.Errorf("metrics listener on %s: %w", addr, err)
		}
		logger.Info("metrics listening", "addr", ln.Addr().String(), "path", "/metrics")

		served := make(chan error, 1)
		go func() { served <- server.Serve(ln) }()
		select {
		case err := <-served:
			return fmt.Errorf("metrics listener: %w", err)
		case <-ctx.Done():
		}

		shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownTimeout)
		defer cancel()
		if err := server.Shutdown(shutdownCtx); err != nil {
			return fmt.Errorf("metrics listener shutdown: %w", err)
		}
		if err := <-served; !errors.Is(err, http.ErrServerClosed) {
			return fmt.Errorf("metrics listener: %w", err)
		}
		return nil
	}
}
