package server

import (
	"github.com/fasthttp/websocket"
	"github.com/gofiber/fiber/v3"
	"github.com/valyala/fasthttp"

	"{{@module}}/internal/wsecho"
)

// websocketEcho answers GET /ws: it upgrades the connection (fasthttp's upgrader: Fiber runs on
// fasthttp) and echoes every message.
func (s *Server) websocketEcho(c fiber.Ctx) error {
	upgrader := websocket.FastHTTPUpgrader{
		CheckOrigin: func(ctx *fasthttp.RequestCtx) bool {
			return wsecho.OriginAllowed(string(ctx.Request.Header.Peek("Origin")), string(ctx.Host()), s.cfg.WebSocket.AllowedOrigins)
		},
	}
	err := upgrader.Upgrade(c.RequestCtx(), func(conn *websocket.Conn) {
		wsecho.Echo(conn, int64(s.cfg.WebSocket.MaxMessageBytes), s.deps.Logger)
	})
	if err != nil {
		return nil // the upgrader has answered the client
	}
	return nil
}
