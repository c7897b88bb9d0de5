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
// format.
func testChatEndpointAnswering(t *testing.T, path, answer string, configure func(cfg *config.Config, deps *Deps, providerURL string)) {
	t.Helper()
	provider := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(answer))
	}))
	defer provider.Close()

	unconfigured := newTestServer(t)
	configured := newTestServer(t)
	cfg, deps := configured.cfg, configured.deps
	configure(&cfg, &deps, provider.URL)
	configured = New(cfg, deps)

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
