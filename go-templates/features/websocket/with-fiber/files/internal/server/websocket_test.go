package server

import (
	"net"
	"net/http"
	"testing"

	"github.com/fasthttp/websocket"
	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/config"
)

// listen serves s on a free local port until the test ends and returns the ws:// URL of /ws.
func listen(t *testing.T, s *Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = s.app.Listener(ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
	t.Cleanup(func() { _ = s.app.Shutdown() })
	return "ws://" + ln.Addr().String() + "/ws"
}

func TestWebSocketEchoesMessages(t *testing.T) {
	conn, res, err := websocket.DefaultDialer.Dial(listen(t, newTestServer(t)), nil)
	if err != nil {
		t.Fatalf("dial: %v", err)
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
	s := newTestServer(t, func(c *config.Config) { c.WebSocket.AllowedOrigins = []string{"https://app.example.com"} })
	_, res, err := websocket.DefaultDialer.Dial(listen(t, s), http.Header{"Origin": {"https://evil.example.com"}})
	if err == nil || res == nil || res.StatusCode != http.StatusForbidden {
		t.Fatalf("dial from another origin: %v (status %v), want 403", err, res)
	}
}
