package server

import (
	"net/http"

	"{{@module}}/internal/auth"
)

func (s *Server) authFailed(w http.ResponseWriter, err error) {
	status, message := authError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.Error("auth request failed", "error", err)
	}
	writeError(w, status, message)
}

// register answers POST /api/v1/auth/register.
func (s *Server) register(w http.ResponseWriter, r *http.Request) {
	creds, err := auth.DecodeCredentials(r.Body)
	if err != nil {
		s.authFailed(w, err)
		return
	}
	u, err := s.deps.Auth.Register(r.Context(), creds)
	if err != nil {
		s.authFailed(w, err)
		return
	}
	s.writeJSON(w, r, http.StatusCreated, auth.Public(u))
}

// login answers POST /api/v1/auth/login.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	creds, err := auth.DecodeCredentials(r.Body)
	if err != nil {
		s.authFailed(w, err)
		return
	}
	u, err := s.deps.Auth.Login(r.Context(), creds)
	if err != nil {
		s.authFailed(w, err)
		return
	}
	answer, err := s.loginAnswer(u)
	if err != nil {
		s.authFailed(w, err)
		return
	}
	s.writeJSON(w, r, http.StatusOK, answer)
}
