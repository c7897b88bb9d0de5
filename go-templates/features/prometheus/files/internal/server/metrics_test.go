package server

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/metrics"
)

// scrape returns what the metrics listener of s serves at GET /metrics.
func scrape(t *testing.T, s *Server) string {
	t.Helper()
	rec := httptest.NewRecorder()
	s.deps.Metrics.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("GET /metrics = %d", rec.Code)
	}
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("Content-Type = %q, want the Prometheus text format", ct)
	}
	return rec.Body.String()
}

func TestMetricsCountRequestsByRoutePattern(t *testing.T) {
	s := newTestServer(t)
	for _, path := range []string{"/health", "/health", "/no/such/route"} {
		res := serve(t, s, httptest.NewRequest(http.MethodGet, path, nil))
		_ = res.Body.Close()
	}
	body := scrape(t, s)
	for _, want := range []string{
		`http_requests_total{method="GET",route="/health",status="200"} 2`,
		`http_requests_total{method="GET",route="unmatched",status="404"} 1`,
		`http_request_duration_seconds_bucket{method="GET",route="/health",le="+Inf"} 2`,
		"# TYPE http_requests_in_flight gauge",
		"go_goroutines",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}

// The metrics are served on METRICS_ADDR only, never on the API's public port.
func TestTheAPIPortDoesNotServeMetrics(t *testing.T) {
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/metrics", nil))
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode != http.StatusNotFound {
		t.Fatalf("GET /metrics on the API answered %d, want 404", res.StatusCode)
	}
}

func TestTheMetricsListenerServesUntilCancelled(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()

	ctx, cancel := context.WithCancel(context.Background())
	logger := newTestServer(t).deps.Logger
	result := make(chan error, 1)
	go func() { result <- metrics.NewHTTP().Serve(addr, 5*time.Second, logger)(ctx) }()

	var res *http.Response
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if res, err = http.Get("http://" + addr + "/metrics"); err == nil {
			break
		}
	}
	if err != nil {
		t.Fatalf("GET /metrics on %s: %v", addr, err)
	}
	body, _ := io.ReadAll(res.Body)
	_ = res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "go_goroutines") {
		t.Fatalf("GET /metrics on %s = %d %.100s", addr, res.StatusCode, body)
	}

	cancel()
	select {
	case err := <-result:
		if err != nil {
			t.Fatalf("the listener stopped with %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the listener did not stop after its context was cancelled")
	}
}
