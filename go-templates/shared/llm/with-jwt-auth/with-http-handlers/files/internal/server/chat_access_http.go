package server

import "net/http"

// chatAccess lets only signed-in callers (a valid JWT) reach the chat endpoints, which spend the
// provider's API key.
func (s *Server) chatAccess(next http.Handler) http.Handler {
	return s.requireJWT(next)
}
