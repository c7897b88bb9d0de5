package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"{{@module}}/internal/config"
	"{{@module}}/internal/logging"
)

// The HTTP contract every generated service keeps, whatever its framework: errors are JSON
// {"error": "..."} with their status, a wrong method is 405 with Allow, the API takes JSON bodies
// of at most MAX_BODY_BYTES, and request IDs follow one rule and reach every log line.

// expectJSONError fails unless res has status and a JSON body {"error": "<non-empty>"}.
func expectJSONError(t *testing.T, res *http.Response, status int) {
	t.Helper()
	defer func() { _ = res.Body.Close() }()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != status {
		t.Fatalf("status = %d, want %d (body %s)", res.StatusCode, status, body)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("Content-Type = %q, want application/json", ct)
	}
	var answer map[string]any
	if err := json.Unmarshal(body, &answer); err != nil || len(answer) != 1 {
		t.Fatalf("body = %s, want exactly {\"error\": \"...\"}", body)
	}
	if message, _ := answer["error"].(string); message == "" {
		t.Fatalf("body = %s, want a non-empty error message", body)
	}
}

func TestAnUnknownRouteIsAJSON404(t *testing.T) {
	expectJSONError(t, serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/no-such-route", nil)), http.StatusNotFound)
}

func TestAWrongMethodIsAJSON405WithAllow(t *testing.T) {
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodPost, "/health", nil))
	if allow := res.Header.Get("Allow"); !strings.Contains(allow, http.MethodGet) {
		t.Errorf("Allow = %q, want it to list GET", allow)
	}
	expectJSONError(t, res, http.StatusMethodNotAllowed)
}

func TestABodyOverTheLimitIsA413BeforeAnyRoute(t *testing.T) {
	s := newTestServer(t, func(c *config.Config) { c.Middleware.MaxBodyBytes = 64 })
	req := httptest.NewRequest(http.MethodPost, "/api/v1/anything", strings.NewReader(`{"padding":"`+strings.Repeat("x", 100)+`"}`))
	req.Header.Set("Content-Type", "application/json")
	res := serve(t, s, req)
	defer func() { _ = res.Body.Close() }()
	var answer map[string]string
	if err := json.NewDecoder(res.Body).Decode(&answer); err != nil || res.StatusCode != http.StatusRequestEntityTooLarge || answer["error"] != "request body too large" {
		t.Fatalf("status %d, body %v (%v); want 413 {\"error\": \"request body too large\"}", res.StatusCode, answer, err)
	}
}

// A browser sends a cross-site form (text/plain, urlencoded, multipart) without asking the API
// first: the API takes nothing but JSON, so such a form cannot act on it.
func TestTheAPITakesOnlyJSONBodies(t *testing.T) {
	s := newTestServer(t)
	for _, contentType := range []string{"text/plain", "application/x-www-form-urlencoded", "", "application/json-seq", "not a media type"} {
		req := httptest.NewRequest(http.MethodPost, "/api/v1/anything", strings.NewReader(`{"title":"x"}`))
		if contentType != "" {
			req.Header.Set("Content-Type", contentType)
		}
		t.Run(contentType, func(t *testing.T) { expectJSONError(t, serve(t, s, req), http.StatusUnsupportedMediaType) })
	}
	// JSON, with or without parameters, passes on (to the 404 of a route that does not exist).
	for _, contentType := range []string{"application/json", "application/json; charset=utf-8", "Application/JSON"} {
		req := httptest.NewRequest(http.MethodPost, "/api/v1/anything", strings.NewReader(`{"title":"x"}`))
		req.Header.Set("Content-Type", contentType)
		t.Run(contentType, func(t *testing.T) { expectJSONError(t, serve(t, s, req), http.StatusNotFound) })
	}
}

func TestTooManyRequestsIsAJSON429(t *testing.T) {
	s := newTestServer(t, func(c *config.Config) { c.Middleware.RateLimitRequests = 1 })
	_ = serve(t, s, httptest.NewRequest(http.MethodGet, "/anything", nil)).Body.Close()
	expectJSONError(t, serve(t, s, httptest.NewRequest(http.MethodGet, "/anything", nil)), http.StatusTooManyRequests)
}

func TestMalformedRequestIDsAreReplaced(t *testing.T) {
	s := newTestServer(t)
	for _, id := range []string{"not a valid id", "semi;colon", strings.Repeat("a", 65), "é"} {
		req := httptest.NewRequest(http.MethodGet, "/health", nil)
		req.Header.Set(RequestIDHeader, id)
		got := serve(t, s, req).Header.Get(RequestIDHeader)
		if got == id || !validRequestID(got) {
			t.Errorf("X-Request-ID %q answered %q, want a new well-formed ID", id, got)
		}
	}
	valid := strings.Repeat("a", 60) + "-_.9"
	req := httptest.NewRequest(http.MethodGet, "/health", nil)
	req.Header.Set(RequestIDHeader, valid)
	if got := serve(t, s, req).Header.Get(RequestIDHeader); got != valid {
		t.Errorf("the well-formed X-Request-ID %q answered %q, want it kept", valid, got)
	}
}

func TestEveryLogLineOfARequestCarriesItsID(t *testing.T) {
	var logs bytes.Buffer
	s := newTestServerLogging(t, logging.New(&logs, config.Config{}))
	req := httptest.NewRequest(http.MethodGet, "/no-such-route", nil)
	req.Header.Set(RequestIDHeader, "contract-42")
	_ = serve(t, s, req).Body.Close()

	lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
	for _, line := range lines {
		var record map[string]any
		if err := json.Unmarshal([]byte(line), &record); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		if record["request_id"] != "contract-42" {
			t.Errorf("log line without the request's ID: %s", line)
		}
	}
	if !strings.Contains(logs.String(), `"msg":"request"`) {
		t.Fatalf("no access log line:\n%s", logs.String())
	}
}
