package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gorilla/websocket"

	"{{@module}}/internal/config"
)

func TestWebSocketEchoesMessages(t *testing.T) {
	srv := httptest.NewServer(newTestServer(t).Handler())
	defer srv.Close()
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/ws"

	conn, res, err := websocket.DefaultDialer.Dial(url, nil)
	if err != nil {
		t.Fatalf("dial %s: %v", url, err)
	}
	defer func() { _ = conn.Close() }()
	if res.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade answered %d", res.StatusCode)
	}
	for _, msg := range []string{"hello", "second message"} {
		if err := conn.WriteMessage(websocket.TextMessage, []byte(msg)); err != nil {
			t.Fatal(err)
		}
		kind, got, err := conn.ReadMessage()
		if err != nil || kind != websocket.TextMessage || string(got) != msg {
			t.Fatalf("echo = %d %q, %v; want %q", kind, got, err, msg)
		}
	}
}

func TestWebSocketRefusesOtherOrigins(t *testing.T) {
	srv := httptest.NewServer(newTestServer(t, func(c *config.Config) {
		c.WebSocket.AllowedOrigins = []string{"https://app.example.com"}
	}).Handler())
	defer srv.Close()
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/ws"
	_, res, err := websocket.DefaultDialer.Dial(url, http.Header{"Origin": {"https://evil.example.com"}})
	if err == nil || res == nil || res.StatusCode != http.StatusForbidden {
		t.Fatalf("dial from another origin: %v (status %v), want 403", err, res)
	}
}
