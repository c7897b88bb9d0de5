package llm

import (
	"context"
	"net/http"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

func TestNewOpenRouterSendsTheAppAttribution(t *testing.T) {
	srv, seen := fakeProvider(t, http.StatusOK, `{"choices":[{"message":{"role":"assistant","content":"pong"}}]}`)
	cfg := config.OpenRouterConfig{APIKey: "sk-test", BaseURL: srv.URL, Model: "test/model", Timeout: 5 * time.Second, SiteURL: "https://app.example.com", AppName: "test-app"}
	if reply, err := NewOpenRouter(cfg).Chat(context.Background(), "ping"); err != nil || reply != "pong" {
		t.Fatalf("Chat = %q, %v; want pong", reply, err)
	}
	if got := seen.Header.Get("Authorization"); got != "Bearer sk-test" {
		t.Errorf("Authorization = %q", got)
	}
	if got := seen.Header.Get("X-Title"); got != "test-app" {
		t.Errorf("X-Title = %q", got)
	}
	if got := seen.Header.Get("HTTP-Referer"); got != "https://app.example.com" {
		t.Errorf("HTTP-Referer = %q", got)
	}
}
