package server

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// resourceFailed answers the error of a resource's handler; an unexpected one is logged.
func (s *Server) resourceFailed(c *gin.Context, err error) {
	status, message := resourceError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.ErrorContext(c.Request.Context(), "resource request failed", "path", c.Request.URL.Path, "error", err)
	}
	s.writeJSON(c, status, gin.H{"error": message})
}
