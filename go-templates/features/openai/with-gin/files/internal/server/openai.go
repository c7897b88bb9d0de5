package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/openai"
)

// openAIChat answers POST /api/v1/openai/chat.
func (s *Server) openAIChat(c *gin.Context) {
	req, err := openai.DecodeChatRequest(c.Request.Body)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	status, body, err := s.deps.OpenAI.HandleChat(c.Request.Context(), req)
	if err != nil {
		s.deps.Logger.Warn("OpenAI chat failed", "error", err)
	}
	c.JSON(status, body)
}
