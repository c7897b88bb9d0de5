package server

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// chatAccess guards the chat endpoints, which spend the provider's API key for their caller: without
// a sign-in to tell callers apart, they answer 403 unless LLM_ENDPOINTS_ENABLED is set.
func (s *Server) chatAccess() gin.HandlerFunc {
	return func(c *gin.Context) {
		if !s.cfg.LLM.EndpointsEnabled {
			c.AbortWithStatusJSON(http.StatusForbidden, gin.H{"error": chatEndpointsOff})
			return
		}
		c.Next()
	}
}
