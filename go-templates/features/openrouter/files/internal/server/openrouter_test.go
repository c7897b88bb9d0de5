package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"{{@module}}/internal/openrouter"
)

func TestOpenRouterChatEndpoint(t *testing.T) {
	provider := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"choices":[{"message":{"role":"assistant","content":"pong"}}]}`))
	}))
	defer provider.Close()

	unconfigured := newTestServer(t)
	configured := newTestServer(t)
	cfg := configured.cfg
	cfg.OpenRouter.APIKey = "sk-test"
	cfg.OpenRouter.BaseURL = provider.URL
	deps := configured.deps
	deps.OpenRouter = openrouter.New(cfg.OpenRouter)
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
			req := httptest.NewRequest(http.MethodPost, "/api/v1/openrouter/chat", strings.NewReader(tc.body))
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
