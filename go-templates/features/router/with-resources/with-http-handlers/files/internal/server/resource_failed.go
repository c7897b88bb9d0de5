package server

import "net/http"

// resourceFailed answers the error of a resource's handler; an unexpected one is logged.
func (s *Server) resourceFailed(w http.ResponseWriter, r *http.Request, err error) {
	status, message := resourceError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.ErrorContext(r.Context(), "resource request failed", "path", r.URL.Path, "error", err)
	}
	writeError(w, status, message)
}
