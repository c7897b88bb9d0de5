package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/auth"
)

const sessionKey = "auth.session"

// requireSession answers 401 unless the request carries the bearer token of a live session; handlers
// behind it read the session with sessionOf.
func (s *Server) requireSession() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			session, err := s.deps.Sessions.Authenticate(c.Request().Header.Get("Authorization"))
			if err != nil {
				c.Response().Header().Set("WWW-Authenticate", auth.Challenge(err))
				return c.JSON(http.StatusUnauthorized, map[string]string{"error": err.Error()})
			}
			c.Set(sessionKey, session)
			return next(c)
		}
	}
}

func sessionOf(c *echo.Context) auth.Session {
	session, _ := c.Get(sessionKey).(auth.Session)
	return session
}

// me answers GET /api/v1/me with the caller's session.
func (s *Server) me(c *echo.Context) error {
	return c.JSON(http.StatusOK, sessionOf(c))
}
