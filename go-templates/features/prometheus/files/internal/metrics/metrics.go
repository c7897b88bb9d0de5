// Package metrics holds the service's Prometheus metrics, on a registry of its own.
package metrics

import (
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

// HTTP holds the HTTP request metrics and the registry /metrics exposes.
type HTTP struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	inFlight prometheus.Gauge
}

// NewHTTP registers the HTTP metrics and the Go runtime and process collectors on a new registry.
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

// Registry is where the service can register metrics of its own.
func (m *HTTP) Registry() *prometheus.Registry {
	return m.registry
}
