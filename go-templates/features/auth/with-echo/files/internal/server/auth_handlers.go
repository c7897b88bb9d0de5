package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/auth"
)

func (s *Server) authFailed(c *echo.Context, err error) error {
	status, message := authError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.Error("auth request failed", "error", err)
	}
	return c.JSON(status, map[string]string{"error": message})
}

// register answers POST /api/v1/auth/register.
func (s *Server) register(c *echo.Context) error {
	creds, err := auth.DecodeCredentials(c.Request().Body)
	if err != nil {
		return s.authFailed(c, err)
	}
	u, err := s.deps.Auth.Register(c.Request().Context(), creds)
	if err != nil {
		return s.authFailed(c, err)
	}
	return c.JSON(http.StatusCreated, auth.Public(u))
}

// login answers POST /api/v1/auth/login.
func (s *Server) login(c *echo.Context) error {
	creds, err := auth.DecodeCredentials(c.Request().Body)
	if err != nil {
		return s.authFailed(c, err)
	}
	u, err := s.deps.Auth.Login(c.Request().Context(), creds)
	if err != nil {
		return s.authFailed(c, err)
	}
	answer, err := s.loginAnswer(u)
	if err != nil {
		return s.authFailed(c, err)
	}
	return c.JSON(http.StatusOK, answer)
}
