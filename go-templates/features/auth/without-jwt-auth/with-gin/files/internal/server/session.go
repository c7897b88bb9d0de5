package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/auth"
)

const sessionKey = "auth.session"

// requireSession answers 401 unless the request carries the bearer token of a live session; handlers
// behind it read the session with sessionOf.
func (s *Server) requireSession() gin.HandlerFunc {
	return func(c *gin.Context) {
		session, err := s.deps.Sessions.Authenticate(c.GetHeader("Authorization"))
		if err != nil {
			c.Header("WWW-Authenticate", auth.Challenge(err))
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": err.Error()})
			return
		}
		c.Set(sessionKey, session)
		c.Next()
	}
}

func sessionOf(c *gin.Context) auth.Session {
	session, _ := c.MustGet(sessionKey).(auth.Session)
	return session
}

// me answers GET /api/v1/me with the caller's session.
func (s *Server) me(c *gin.Context) {
	s.writeJSON(c, http.StatusOK, sessionOf(c))
}
