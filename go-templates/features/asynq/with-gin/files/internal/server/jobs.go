package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/jobs"
)

// enqueueExampleJob answers POST /api/v1/jobs/example: 202 with the queued task; the worker
// processes it later.
func (s *Server) enqueueExampleJob(c *gin.Context) {
	req, err := jobs.DecodeExampleRequest(c.Request.Body)
	if err != nil {
		s.writeJSON(c, http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	status, body, err := s.deps.Jobs.HandleEnqueueExample(c.Request.Context(), req)
	if err != nil {
		s.deps.Logger.Error("enqueue the example job", "error", err)
	}
	s.writeJSON(c, status, body)
}
