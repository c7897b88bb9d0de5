package llm

import (
	"context"
	"net/http"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

func TestNewOpenAICallsTheConfiguredAPI(t *testing.T) {
	srv, seen := fakeProvider(t, http.StatusOK, `{"choices":[{"message":{"role":"assistant","content":"pong"}}]}`)
	client := NewOpenAI(config.OpenAIConfig{APIKey: "sk-test", BaseURL: srv.URL, Model: "test-model", Timeout: 5 * time.Second})
	if reply, err := client.Chat(context.Background(), "ping"); err != nil || reply != "pong" {
		t.Fatalf("Chat = %q, %v; want pong", reply, err)
	}
	if got := seen.Header.Get("Authorization"); got != "Bearer sk-test" {
		t.Errorf("Authorization = %q", got)
	}
}
