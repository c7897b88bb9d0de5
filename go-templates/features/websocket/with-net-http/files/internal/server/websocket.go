package server

import (
	"net/http"

	"github.com/gorilla/websocket"

	"{{@module}}/internal/wsecho"
)

// websocketEcho answers GET /ws: it upgrades the connection and echoes every message.
func (s *Server) websocketEcho(w http.ResponseWriter, r *http.Request) {
	upgrader := websocket.Upgrader{
		CheckOrigin: func(r *http.Request) bool {
			return wsecho.OriginAllowed(r.Header.Get("Origin"), r.Host, s.cfg.WebSocket.AllowedOrigins)
		},
	}
	conn, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return // the upgrader has answered the client
	}
	wsecho.Echo(conn, int64(s.cfg.WebSocket.MaxMessageBytes), s.deps.Logger)
}
