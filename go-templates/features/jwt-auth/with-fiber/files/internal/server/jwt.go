package server

import (
	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/token"
)

const claimsKey = "jwt.claims"

// requireJWT answers 401 unless the request carries a valid bearer token; handlers behind it read
// the claims with claimsOf.
func (s *Server) requireJWT() fiber.Handler {
	return func(c fiber.Ctx) error {
		claims, err := s.deps.Tokens.Authenticate(c.Get(fiber.HeaderAuthorization))
		if err != nil {
			c.Set(fiber.HeaderWWWAuthenticate, token.Challenge(err))
			return c.Status(fiber.StatusUnauthorized).JSON(fiber.Map{"error": err.Error()})
		}
		c.Locals(claimsKey, claims)
		return c.Next()
	}
}

func claimsOf(c fiber.Ctx) *token.Claims {
	claims, _ := c.Locals(claimsKey).(*token.Claims)
	return claims
}

// me answers GET /api/v1/me with the caller's token claims.
func (s *Server) me(c fiber.Ctx) error {
	return c.JSON(token.MeOf(claimsOf(c)))
}
