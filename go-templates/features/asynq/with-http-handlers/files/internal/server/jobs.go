package server

import (
	"net/http"

	"{{@module}}/internal/jobs"
)

// enqueueExampleJob answers POST /api/v1/jobs/example: 202 with the queued task; the worker
// processes it later.
func (s *Server) enqueueExampleJob(w http.ResponseWriter, r *http.Request) {
	req, err := jobs.DecodeExampleRequest(r.Body)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	status, body, err := s.deps.Jobs.HandleEnqueueExample(r.Context(), req)
	if err != nil {
		s.deps.Logger.Error("enqueue the example job", "error", err)
	}
	s.writeJSON(w, r, status, body)
}
