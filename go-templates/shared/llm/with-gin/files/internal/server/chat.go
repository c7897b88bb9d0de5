package server

import (
	"github.com/gin-gonic/gin"

	"{{@module}}/internal/llm"
)

// chat answers a chat endpoint (POST /api/v1/<provider>/chat) with client. Its route is registered
// behind chatAccess.
func (s *Server) chat(client *llm.Client) gin.HandlerFunc {
	return func(c *gin.Context) {
		ctx := c.Request.Context()
		status, answer, err := client.ServeChat(ctx, c.Request.Body)
		if err != nil {
			s.deps.Logger.WarnContext(ctx, client.Name()+" chat failed", "error", err)
		}
		s.writeJSON(c, status, answer)
	}
}
