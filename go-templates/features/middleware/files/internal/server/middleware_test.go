package server

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"{{@module}}/internal/config"
)

func TestEveryResponseCarriesARequestID(t *testing.T) {
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/health", nil))
	if res.Header.Get(RequestIDHeader) == "" {
		t.Fatalf("no %s header in the response", RequestIDHeader)
	}
}

func TestTheClientsRequestIDIsKept(t *testing.T) {
	req := httptest.NewRequest(http.MethodGet, "/health", nil)
	req.Header.Set(RequestIDHeader, "client-id-42")
	if got := serve(t, newTestServer(t), req).Header.Get(RequestIDHeader); got != "client-id-42" {
		t.Fatalf("request ID = %q, want the client's client-id-42", got)
	}
}

func TestSecurityHeadersAreSet(t *testing.T) {
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/health", nil))
	for header, want := range map[string]string{
		"X-Content-Type-Options": "nosniff",
		"X-Frame-Options":        "DENY",
		"Referrer-Policy":        "no-referrer",
	} {
		if got := res.Header.Get(header); got != want {
			t.Errorf("%s = %q, want %q", header, got, want)
		}
	}
}

func TestCORSPreflightIsAnsweredForAnAllowedOriginOnly(t *testing.T) {
	s := newTestServer(t, func(c *config.Config) { c.Middleware.CORSAllowedOrigins = []string{"https://app.example.com"} })
	preflight := func(origin string) *http.Response {
		req := httptest.NewRequest(http.MethodOptions, "/health", nil)
		req.Header.Set("Origin", origin)
		req.Header.Set("Access-Control-Request-Method", http.MethodGet)
		return serve(t, s, req)
	}

	res := preflight("https://app.example.com")
	if res.StatusCode >= 300 {
		t.Fatalf("preflight status = %d, want 2xx", res.StatusCode)
	}
	if got := res.Header.Get("Access-Control-Allow-Origin"); got != "https://app.example.com" {
		t.Fatalf("Access-Control-Allow-Origin = %q, want the origin", got)
	}
	if got := preflight("https://evil.example.com").Header.Get("Access-Control-Allow-Origin"); got != "" {
		t.Fatalf("a foreign origin got Access-Control-Allow-Origin %q", got)
	}
}

// By default (CORS_ALLOWED_ORIGINS empty) the API is for the service's own pages: a browser on
// another origin gets no CORS header, so it may not read the answers.
func TestNoOtherOriginIsAllowedByDefault(t *testing.T) {
	req := httptest.NewRequest(http.MethodGet, "/health", nil)
	req.Header.Set("Origin", "https://anywhere.example.com")
	if got := serve(t, newTestServer(t), req).Header.Get("Access-Control-Allow-Origin"); got != "" {
		t.Fatalf("Access-Control-Allow-Origin = %q with the default empty CORS_ALLOWED_ORIGINS", got)
	}
}

func TestAClientPastItsAllowanceGets429(t *testing.T) {
	s := newTestServer(t, func(c *config.Config) { c.Middleware.RateLimitRequests = 2 })
	for i := range 2 {
		if res := serve(t, s, httptest.NewRequest(http.MethodGet, "/anything", nil)); res.StatusCode == http.StatusTooManyRequests {
			t.Fatalf("request %d was limited", i+1)
		}
	}
	res := serve(t, s, httptest.NewRequest(http.MethodGet, "/anything", nil))
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
		t.Fatalf("third request: status %d, Retry-After %q; want 429 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}
	if res := serve(t, s, httptest.NewRequest(http.MethodGet, "/health", nil)); res.StatusCode != http.StatusOK {
		t.Fatalf("/health was limited: status %d", res.StatusCode)
	}
}

func TestRateLimitingCanBeTurnedOff(t *testing.T) {
	s := newTestServer(t, func(c *config.Config) { c.Middleware.RateLimitRequests = 0 })
	for i := range 5 {
		if res := serve(t, s, httptest.NewRequest(http.MethodGet, "/anything", nil)); res.StatusCode == http.StatusTooManyRequests {
			t.Fatalf("request %d was limited although RATE_LIMIT_REQUESTS=0", i+1)
		}
	}
}

// The limit keys on the connection's address: a client that claims another one in the proxy headers
// is still limited (behind a reverse proxy, the README says how to trust its header).
func TestAForgedForwardedForDoesNotEscapeTheLimit(t *testing.T) {
	s := newTestServer(t, func(c *config.Config) { c.Middleware.RateLimitRequests = 1 })
	if res := serve(t, s, httptest.NewRequest(http.MethodGet, "/anything", nil)); res.StatusCode == http.StatusTooManyRequests {
		t.Fatal("the first request was limited")
	}
	req := httptest.NewRequest(http.MethodGet, "/anything", nil)
	req.Header.Set("X-Forwarded-For", "203.0.113.7")
	req.Header.Set("X-Real-IP", "203.0.113.7")
	if res := serve(t, s, req); res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("status %d with forged X-Forwarded-For and X-Real-IP, want 429", res.StatusCode)
	}
}
