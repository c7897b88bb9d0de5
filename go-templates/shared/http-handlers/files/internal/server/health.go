package server

import "net/http"

// health answers GET /health: 200 when every check passes, 503 otherwise.
func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	report := s.deps.Health.Check(r.Context())
	status := http.StatusOK
	if !report.Healthy() {
		status = http.StatusServiceUnavailable
	}
	s.writeJSON(w, r, status, report)
}
