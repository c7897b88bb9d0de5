package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/token"
)

const claimsKey = "jwt.claims"

// requireJWT answers 401 unless the request carries a valid bearer token; handlers behind it read
// the claims with claimsOf.
func (s *Server) requireJWT() gin.HandlerFunc {
	return func(c *gin.Context) {
		claims, err := s.deps.Tokens.Authenticate(c.GetHeader("Authorization"))
		if err != nil {
			c.Header("WWW-Authenticate", token.Challenge(err))
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": err.Error()})
			return
		}
		c.Set(claimsKey, claims)
		c.Next()
	}
}

func claimsOf(c *gin.Context) *token.Claims {
	claims, _ := c.MustGet(claimsKey).(*token.Claims)
	return claims
}

// me answers GET /api/v1/me with the caller's token claims.
func (s *Server) me(c *gin.Context) {
	s.writeJSON(c, http.StatusOK, token.MeOf(claimsOf(c)))
}
