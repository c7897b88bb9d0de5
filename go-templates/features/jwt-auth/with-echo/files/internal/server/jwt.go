package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/token"
)

const claimsKey = "jwt.claims"

// requireJWT answers 401 unless the request carries a valid bearer token; handlers behind it read
// the claims with claimsOf.
func (s *Server) requireJWT() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			claims, err := s.deps.Tokens.Authenticate(c.Request().Header.Get("Authorization"))
			if err != nil {
				c.Response().Header().Set("WWW-Authenticate", token.Challenge(err))
				return c.JSON(http.StatusUnauthorized, map[string]string{"error": err.Error()})
			}
			c.Set(claimsKey, claims)
			return next(c)
		}
	}
}

func claimsOf(c *echo.Context) *token.Claims {
	claims, _ := c.Get(claimsKey).(*token.Claims)
	return claims
}

// me answers GET /api/v1/me with the caller's token claims.
func (s *Server) me(c *echo.Context) error {
	return c.JSON(http.StatusOK, token.MeOf(claimsOf(c)))
}
