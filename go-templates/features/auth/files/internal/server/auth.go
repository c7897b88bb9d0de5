package server

import (
	"errors"
	"net/http"

	"{{@module}}/internal/auth"
	"{{@module}}/internal/users"
)

// authError maps an error of the auth handlers to the status and message the API answers.
func authError(err error) (int, string) {
	var invalid *auth.ValidationError
	switch {
	case errors.As(err, &invalid):
		return http.StatusBadRequest, invalid.Message
	case errors.Is(err, users.ErrEmailTaken):
		return http.StatusConflict, users.ErrEmailTaken.Error()
	case errors.Is(err, auth.ErrInvalidCredentials):
		return http.StatusUnauthorized, auth.ErrInvalidCredentials.Error()
	default:
		return http.StatusInternalServerError, "internal server error"
	}
}

// loginAnswer is the body of a successful login.
func (s *Server) loginAnswer(u users.User) (map[string]any, error) {
	answer := map[string]any{"user": auth.Public(u)}
	{{@slot:auth.login}}
	return answer, nil
}
