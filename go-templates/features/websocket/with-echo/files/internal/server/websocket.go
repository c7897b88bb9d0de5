package server

import (
	"net/http"

	"github.com/gorilla/websocket"
	"github.com/labstack/echo/v5"

	"{{@module}}/internal/wsecho"
)

// websocketEcho answers GET /ws: it upgrades the connection and echoes every message.
func (s *Server) websocketEcho(c *echo.Context) error {
	upgrader := websocket.Upgrader{
		CheckOrigin: func(r *http.Request) bool {
			return wsecho.OriginAllowed(r.Header.Get("Origin"), s.cfg.WebSocket.AllowedOrigins)
		},
	}
	conn, err := upgrader.Upgrade(c.Response(), c.Request(), nil)
	if err != nil {
		return nil // the upgrader has answered the client
	}
	wsecho.Echo(conn, int64(s.cfg.WebSocket.MaxMessageBytes), s.deps.Logger)
	return nil
}
