package server

import (
	"context"
	"net/http"

	"{{@module}}/internal/auth"
)

type sessionKey struct{}

// requireSession answers 401 unless the request carries the bearer token of a live session; handlers
// behind it read the session with sessionOf.
func (s *Server) requireSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		session, err := s.deps.Sessions.Authenticate(r.Header.Get("Authorization"))
		if err != nil {
			w.Header().Set("WWW-Authenticate", auth.Challenge(err))
			writeError(w, http.StatusUnauthorized, err.Error())
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), sessionKey{}, session)))
	})
}

func sessionOf(r *http.Request) auth.Session {
	session, _ := r.Context().Value(sessionKey{}).(auth.Session)
	return session
}

// me answers GET /api/v1/me with the caller's session.
func (s *Server) me(w http.ResponseWriter, r *http.Request) {
	s.writeJSON(w, r, http.StatusOK, sessionOf(r))
}
