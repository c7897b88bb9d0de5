package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/health"
)

// These tests drive the server through newTestServer and serve, which helpers_test.go provides for
// the framework in use.

func decodeReport(t *testing.T, res *http.Response) health.Report {
	t.Helper()
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("Content-Type = %q, want application/json", ct)
	}
	var report health.Report
	if err := json.NewDecoder(res.Body).Decode(&report); err != nil {
		t.Fatalf("decode body: %v", err)
	}
	return report
}

func TestHealthAnswers200WithJSON(t *testing.T) {
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/health", nil))
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status = %d, want 200", res.StatusCode)
	}
	if report := decodeReport(t, res); report.Status != health.StatusOK {
		t.Fatalf("status field = %q, want %q", report.Status, health.StatusOK)
	}
}

func TestHealthAnswers503WhenACheckFails(t *testing.T) {
	s := newTestServer(t)
	s.deps.Health = health.NewChecker(s.deps.Logger, health.Dependency{Name: "database", Check: func(context.Context) error { return errors.New("connection refused") }})

	res := serve(t, s, httptest.NewRequest(http.MethodGet, "/health", nil))
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("status = %d, want 503", res.StatusCode)
	}
	if report := decodeReport(t, res); report.Checks["database"] != health.StatusUnavailable {
		t.Fatalf("checks = %v, want database unavailable", report.Checks)
	}
}

func TestHealthIsARegisteredRoute(t *testing.T) {
	routes := registeredRoutes(newTestServer(t))
	for _, r := range routes {
		if r == "GET /health" {
			return
		}
	}
	t.Fatalf("GET /health is not among the routes %v", routes)
}

func TestUnknownRouteAnswers404(t *testing.T) {
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/no-such-route", nil))
	if res.StatusCode != http.StatusNotFound {
		t.Fatalf("status = %d, want 404", res.StatusCode)
	}
}

func TestRunServesUntilTheContextIsCancelled(t *testing.T) {
	s := newTestServer(t, func(c *config.Config) { c.HTTP.Port = 0 })
	ctx, cancel := context.WithCancel(context.Background())
	result := make(chan error, 1)
	go func() { result <- s.Run(ctx) }()

	select {
	case err := <-result:
		t.Fatalf("Run returned %v before the context was cancelled", err)
	case <-time.After(100 * time.Millisecond):
	}
	cancel()
	select {
	case err := <-result:
		if err != nil {
			t.Fatalf("Run returned %v, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not return after the context was cancelled")
	}
}
