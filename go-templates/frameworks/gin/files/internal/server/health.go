package server

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// health answers GET /health: 200 when every check passes, 503 otherwise.
func (s *Server) health(c *gin.Context) {
	report := s.deps.Health.Check(c.Request.Context())
	status := http.StatusOK
	if !report.Healthy() {
		status = http.StatusServiceUnavailable
	}
	s.writeJSON(c, status, report)
}
