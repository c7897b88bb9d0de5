package server

import "net/http"

// chatAccess guards the chat endpoints, which spend the provider's API key for their caller: without
// a sign-in to tell callers apart, they answer 403 unless LLM_ENDPOINTS_ENABLED is set.
func (s *Server) chatAccess(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.cfg.LLM.EndpointsEnabled {
			writeError(w, http.StatusForbidden, chatEndpointsOff)
			return
		}
		next.ServeHTTP(w, r)
	})
}
