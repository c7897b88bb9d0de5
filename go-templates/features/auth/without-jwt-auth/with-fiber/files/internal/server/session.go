package server

import (
	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/auth"
)

const sessionKey = "auth.session"

// requireSession answers 401 unless the request carries the bearer token of a live session; handlers
// behind it read the session with sessionOf.
func (s *Server) requireSession() fiber.Handler {
	return func(c fiber.Ctx) error {
		session, err := s.deps.Sessions.Authenticate(c.Get(fiber.HeaderAuthorization))
		if err != nil {
			c.Set(fiber.HeaderWWWAuthenticate, auth.Challenge(err))
			return c.Status(fiber.StatusUnauthorized).JSON(fiber.Map{"error": err.Error()})
		}
		c.Locals(sessionKey, session)
		return c.Next()
	}
}

func sessionOf(c fiber.Ctx) auth.Session {
	session, _ := c.Locals(sessionKey).(auth.Session)
	return session
}

// me answers GET /api/v1/me with the caller's session.
func (s *Server) me(c fiber.Ctx) error {
	return c.JSON(sessionOf(c))
}
