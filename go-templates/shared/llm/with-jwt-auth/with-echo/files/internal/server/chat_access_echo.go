package server

import "github.com/labstack/echo/v5"

// chatAccess lets only signed-in callers (a valid JWT) reach the chat endpoints, which spend the
// provider's API key.
func (s *Server) chatAccess() echo.MiddlewareFunc {
	return s.requireJWT()
}
