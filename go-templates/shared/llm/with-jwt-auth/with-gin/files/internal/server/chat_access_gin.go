package server

import "github.com/gin-gonic/gin"

// chatAccess lets only signed-in callers (a valid JWT) reach the chat endpoints, which spend the
// provider's API key.
func (s *Server) chatAccess() gin.HandlerFunc {
	return s.requireJWT()
}
