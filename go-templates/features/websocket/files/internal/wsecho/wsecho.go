// Package wsecho is the framework-neutral part of the /ws endpoint: the echo loop, its keepalive and
// the origin check. The upgrade itself is the framework's (internal/server).
package wsecho

import (
	"log/slog"
	"net/url"
	"slices"
	"strings"
	"time"
)

// Message types of RFC 6455, as the WebSocket libraries number them.
const (
	TextMessage  = 1
	CloseMessage = 8
	PingMessage  = 9
)

const (
	// PongWait is how long a connection may stay silent before it is closed.
	PongWait = 60 * time.Second
	// pingPeriod is how often the server pings, well within PongWait.
	pingPeriod = PongWait * 9 / 10
	writeWait  = 10 * time.Second
)

// Conn is what the echo loop needs of a connection: the methods the gorilla and fasthttp WebSocket
// connections share.
type Conn interface {
	SetReadLimit(limit int64)
	SetReadDeadline(t time.Time) error
	SetWriteDeadline(t time.Time) error
	SetPongHandler(h func(appData string) error)
	ReadMessage() (messageType int, p []byte, err error)
	WriteMessage(messageType int, data []byte) error
	WriteControl(messageType int, data []byte, deadline time.Time) error
	Close() error
}

// Echo sends every message back until the client leaves, a read fails or the connection stays silent
// longer than PongWait; it closes conn.
func Echo(conn Conn, maxMessageBytes int64, logger *slog.Logger) {
	defer func() { _ = conn.Close() }()
	conn.SetReadLimit(maxMessageBytes)
	_ = conn.SetReadDeadline(time.Now().Add(PongWait))
	conn.SetPongHandler(func(string) error { return conn.SetReadDeadline(time.Now().Add(PongWait)) })

	done := make(chan struct{})
	defer close(done)
	go func() {
		ticker := time.NewTicker(pingPeriod)
		defer ticker.Stop()
		for {
			select {
			case <-done:
				return
			case <-ticker.C:
				// WriteControl may run beside the loop's writes.
				if err := conn.WriteControl(PingMessage, nil, time.Now().Add(writeWait)); err != nil {
					return
				}
			}
		}
	}()

	for {
		kind, message, err := conn.ReadMessage()
		if err != nil {
			logger.Debug("websocket closed", "reason", err)
			return
		}
		_ = conn.SetWriteDeadline(time.Now().Add(writeWait))
		if err := conn.WriteMessage(kind, message); err != nil {
			logger.Debug("websocket write failed", "error", err)
			return
		}
	}
}

// OriginAllowed tells whether a page from origin may connect to the service at host (the request's
// Host): requests without an Origin header (other programs) may; browsers' when the page is the
// service's own (same host), when its origin is listed, or when the list holds "*". Checking is what
// keeps another site's page from using a visitor's cookies on /ws (cross-site WebSocket hijacking).
func OriginAllowed(origin, host string, allowed []string) bool {
	if origin == "" || slices.Contains(allowed, "*") || slices.Contains(allowed, origin) {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && u.Host != "" && strings.EqualFold(u.Host, host)
}
