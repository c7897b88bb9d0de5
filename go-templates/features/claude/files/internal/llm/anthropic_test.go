package llm

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

func testClaude(baseURL string) *Client {
	return NewClaude(config.ClaudeConfig{APIKey: "sk-ant-test", BaseURL: baseURL, Model: "test-model", MaxTokens: 256, Timeout: 5 * time.Second})
}

func TestNewClaudeCallsTheMessagesAPI(t *testing.T) {
	srv, seen := fakeProvider(t, http.StatusOK, `{"type":"message","role":"assistant","content":[{"type":"text","text":"po"},{"type":"text","text":"ng"}],"stop_reason":"end_turn"}`)
	if reply, err := testClaude(srv.URL).Chat(context.Background(), "ping"); err != nil || reply != "pong" {
		t.Fatalf("Chat = %q, %v; want pong", reply, err)
	}
	if seen.URL.Path != "/messages" {
		t.Errorf("path = %q, want /messages", seen.URL.Path)
	}
	if got := seen.Header.Get("X-Api-Key"); got != "sk-ant-test" {
		t.Errorf("x-api-key = %q", got)
	}
	if got := seen.Header.Get("Anthropic-Version"); got != anthropicVersion {
		t.Errorf("anthropic-version = %q", got)
	}
	if got := seen.Header.Get("Authorization"); got != "" {
		t.Errorf("Authorization = %q, want none: the key goes in x-api-key", got)
	}
}

func TestClaudeRequestBoundsTheReply(t *testing.T) {
	body, err := json.Marshal(anthropicWire{maxTokens: 256}.Request("test-model", "ping"))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"model":"test-model","max_tokens":256,"messages":[{"role":"user","content":"ping"}]}`
	if string(body) != want {
		t.Errorf("request = %s, want %s", body, want)
	}
}

func TestClaudeReportsProviderErrors(t *testing.T) {
	srv, _ := fakeProvider(t, 529, `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)
	_, err := testClaude(srv.URL).Chat(context.Background(), "ping")
	var perr *ProviderError
	if !errors.As(err, &perr) || perr.Status != 529 || perr.Message != "Overloaded" {
		t.Fatalf("err = %v; want a ProviderError 529 Overloaded", err)
	}
}

func TestClaudeAnswerWithoutText(t *testing.T) {
	srv, _ := fakeProvider(t, http.StatusOK, `{"type":"message","content":[{"type":"tool_use","id":"x","name":"f","input":{}}]}`)
	var perr *ProviderError
	if _, err := testClaude(srv.URL).Chat(context.Background(), "ping"); !errors.As(err, &perr) {
		t.Fatalf("err = %v; want a ProviderError for an answer without text", err)
	}
}
