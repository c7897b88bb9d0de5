package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/auth"
)

func (s *Server) authFailed(c *gin.Context, err error) {
	status, message := authError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.Error("auth request failed", "error", err)
	}
	s.writeJSON(c, status, gin.H{"error": message})
}

// register answers POST /api/v1/auth/register.
func (s *Server) register(c *gin.Context) {
	creds, err := auth.DecodeCredentials(c.Request.Body)
	if err != nil {
		s.authFailed(c, err)
		return
	}
	u, err := s.deps.Auth.Register(c.Request.Context(), creds)
	if err != nil {
		s.authFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusCreated, auth.Public(u))
}

// login answers POST /api/v1/auth/login.
func (s *Server) login(c *gin.Context) {
	creds, err := auth.DecodeCredentials(c.Request.Body)
	if err != nil {
		s.authFailed(c, err)
		return
	}
	u, err := s.deps.Auth.Login(c.Request.Context(), creds)
	if err != nil {
		s.authFailed(c, err)
		return
	}
	answer, err := s.loginAnswer(u)
	if err != nil {
		s.authFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusOK, answer)
}
