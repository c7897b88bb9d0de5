package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"{{@module}}/internal/config"
)

// testChatEndpointAnswering checks the chat endpoint at path, on a server without a key and on one
// that configure points at a fake provider giving answer, the reply "pong" in the provider's wire
// format. Both let the test's requests through chatAccess (openChat).
func testChatEndpointAnswering(t *testing.T, path, answer string, configure func(cfg *config.Config, deps *Deps, providerURL string)) {
	t.Helper()
	provider := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(answer))
	}))
	defer provider.Close()

	base := newTestServer(t)
	cfg, deps := base.cfg, base.deps
	authorize := openChat(t, &cfg, &deps)
	unconfigured := New(cfg, deps)
	configure(&cfg, &deps, provider.URL)
	configured := New(cfg, deps)

	cases := []struct {
		name   string
		server *Server
		body   string
		status int
		reply  string
	}{
		{"reply", configured, `{"message":"ping"}`, http.StatusOK, "pong"},
		{"empty message", configured, `{"message":""}`, http.StatusBadRequest, ""},
		{"not JSON", configured, `ping`, http.StatusBadRequest, ""},
		{"no API key", unconfigured, `{"message":"ping"}`, http.StatusServiceUnavailable, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", "application/json")
			authorize(req)
			res := serve(t, tc.server, req)
			defer func() { _ = res.Body.Close() }()
			if res.StatusCode != tc.status {
				t.Fatalf("status = %d, want %d", res.StatusCode, tc.status)
			}
			var body map[string]string
			if err := json.NewDecoder(res.Body).Decode(&body); err != nil {
				t.Fatalf("decode: %v", err)
			}
			if tc.reply != "" && body["reply"] != tc.reply {
				t.Errorf("reply = %q, want %q", body["reply"], tc.reply)
			}
			if tc.reply == "" && body["error"] == "" {
				t.Errorf("no error message in %v", body)
			}
		})
	}
}

// chatPaths are the paths of the chat endpoints s serves.
func chatPaths(t *testing.T, s *Server) []string {
	t.Helper()
	var paths []string
	for _, route := range registeredRoutes(s) {
		if method, path, _ := strings.Cut(route, " "); method == http.MethodPost && strings.HasSuffix(path, "/chat") {
			paths = append(paths, path)
		}
	}
	if len(paths) == 0 {
		t.Fatalf("no chat endpoint among the routes %v", registeredRoutes(s))
	}
	return paths
}

// chatRequest is a well-formed request to the chat endpoint at path.
func chatRequest(path string) *http.Request {
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(`{"message":"ping"}`))
	req.Header.Set("Content-Type", "application/json")
	return req
}
