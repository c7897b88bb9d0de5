package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/openrouter"
)

// openRouterChat answers POST /api/v1/openrouter/chat.
func (s *Server) openRouterChat(c *gin.Context) {
	req, err := openrouter.DecodeChatRequest(c.Request.Body)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	status, body, err := s.deps.OpenRouter.HandleChat(c.Request.Context(), req)
	if err != nil {
		s.deps.Logger.Warn("OpenRouter chat failed", "error", err)
	}
	c.JSON(status, body)
}
