package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestMetricsCountRequestsByRoutePattern(t *testing.T) {
	s := newTestServer(t)
	for _, path := range []string{"/health", "/health", "/no/such/route"} {
		res := serve(t, s, httptest.NewRequest(http.MethodGet, path, nil))
		_ = res.Body.Close()
	}
	res := serve(t, s, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /metrics = %d", res.StatusCode)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("Content-Type = %q, want the Prometheus text format", ct)
	}
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`http_requests_total{method="GET",route="/health",status="200"} 2`,
		`http_requests_total{method="GET",route="unmatched",status="404"} 1`,
		`http_request_duration_seconds_bucket{method="GET",route="/health",le="+Inf"} 2`,
		"# TYPE http_requests_in_flight gauge",
		"go_goroutines",
	} {
		if !strings.Contains(string(body), want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}
