package llm

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// fakeProvider answers like the real API (a request with one message gets answer); no key and no
// network are needed.
func fakeProvider(t *testing.T, status int, answer string) (*httptest.Server, *http.Request) {
	t.Helper()
	var seen http.Request
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = *r.Clone(context.Background())
		var req struct {
			Messages []chatMessage `json:"messages"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Messages) != 1 {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(answer))
	}))
	t.Cleanup(srv.Close)
	return srv, &seen
}

func testOptions(baseURL, key string) Options {
	return Options{Name: "Test", KeyVariable: "TEST_API_KEY", APIKey: key, BaseURL: baseURL, Model: "test-model", Timeout: 5 * time.Second}
}

func TestChatReturnsTheReply(t *testing.T) {
	srv, seen := fakeProvider(t, http.StatusOK, `{"choices":[{"message":{"role":"assistant","content":"pong"}}]}`)
	opts := testOptions(srv.URL, "sk-test")
	opts.Header = http.Header{"X-Extra": {"yes"}}
	reply, err := New(opts).Chat(context.Background(), "ping")
	if err != nil || reply != "pong" {
		t.Fatalf("Chat = %q, %v; want pong", reply, err)
	}
	if got := seen.Header.Get("Authorization"); got != "Bearer sk-test" {
		t.Errorf("Authorization = %q", got)
	}
	if got := seen.Header.Get("X-Extra"); got != "yes" {
		t.Errorf("X-Extra = %q", got)
	}
	if seen.URL.Path != "/chat/completions" {
		t.Errorf("path = %q", seen.URL.Path)
	}
}

func TestChatReportsProviderErrors(t *testing.T) {
	srv, _ := fakeProvider(t, http.StatusTooManyRequests, `{"error":{"message":"rate limited"}}`)
	_, err := New(testOptions(srv.URL, "sk-test")).Chat(context.Background(), "ping")
	var perr *ProviderError
	if !errors.As(err, &perr) || perr.Status != http.StatusTooManyRequests || perr.Message != "rate limited" {
		t.Fatalf("err = %v; want a ProviderError 429 rate limited", err)
	}
	if strings.Contains(err.Error(), "sk-test") {
		t.Error("the error reveals the API key")
	}
}

func TestChatWithoutAKeyNamesTheVariable(t *testing.T) {
	_, err := New(testOptions("http://127.0.0.1:1", "")).Chat(context.Background(), "ping")
	if !errors.Is(err, ErrNotConfigured) || !strings.Contains(err.Error(), "TEST_API_KEY") {
		t.Fatalf("err = %v; want ErrNotConfigured naming TEST_API_KEY", err)
	}
}

func TestHandleChat(t *testing.T) {
	srv, _ := fakeProvider(t, http.StatusOK, `{"choices":[{"message":{"role":"assistant","content":"pong"}}]}`)
	failing, _ := fakeProvider(t, http.StatusInternalServerError, `{}`)
	cases := []struct {
		name    string
		client  *Client
		message string
		status  int
	}{
		{"reply", New(testOptions(srv.URL, "sk-test")), "ping", http.StatusOK},
		{"empty message", New(testOptions(srv.URL, "sk-test")), "  ", http.StatusBadRequest},
		{"oversized message", New(testOptions(srv.URL, "sk-test")), strings.Repeat("x", MaxMessageBytes+1), http.StatusBadRequest},
		{"no key", New(testOptions(srv.URL, "")), "ping", http.StatusServiceUnavailable},
		{"no client", nil, "ping", http.StatusServiceUnavailable},
		{"provider fails", New(testOptions(failing.URL, "sk-test")), "ping", http.StatusBadGateway},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, _, _ := tc.client.HandleChat(context.Background(), ChatRequest{Message: tc.message})
			if status != tc.status {
				t.Errorf("status = %d, want %d", status, tc.status)
			}
		})
	}
}

func TestDecodeChatRequest(t *testing.T) {
	if req, err := DecodeChatRequest(strings.NewReader(`{"message":"hi"}`)); err != nil || req.Message != "hi" {
		t.Fatalf("DecodeChatRequest = %+v, %v", req, err)
	}
	if _, err := DecodeChatRequest(strings.NewReader(`not json`)); err == nil {
		t.Fatal("DecodeChatRequest accepted a body that is not JSON")
	}
}
