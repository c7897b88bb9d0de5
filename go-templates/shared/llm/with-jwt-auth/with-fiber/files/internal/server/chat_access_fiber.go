package server

import "github.com/gofiber/fiber/v3"

// chatAccess lets only signed-in callers (a valid JWT) reach the chat endpoints, which spend the
// provider's API key.
func (s *Server) chatAccess() fiber.Handler {
	return s.requireJWT()
}
