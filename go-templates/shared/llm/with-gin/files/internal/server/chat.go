package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/llm"
)

// chat answers a chat endpoint (POST /api/v1/<provider>/chat) with client.
func (s *Server) chat(client *llm.Client) gin.HandlerFunc {
	return func(c *gin.Context) {
		req, err := llm.DecodeChatRequest(c.Request.Body)
		if err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
		status, body, err := client.HandleChat(c.Request.Context(), req)
		if err != nil {
			s.deps.Logger.Warn(client.Name()+" chat failed", "error", err)
		}
		c.JSON(status, body)
	}
}
