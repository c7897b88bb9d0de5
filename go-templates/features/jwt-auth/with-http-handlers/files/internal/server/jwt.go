package server

import (
	"context"
	"net/http"

	"{{@module}}/internal/token"
)

type claimsKey struct{}

// requireJWT answers 401 unless the request carries a valid bearer token; handlers behind it read
// the claims with claimsOf.
func (s *Server) requireJWT(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		claims, err := s.deps.Tokens.Authenticate(r.Header.Get("Authorization"))
		if err != nil {
			w.Header().Set("WWW-Authenticate", token.Challenge(err))
			writeError(w, http.StatusUnauthorized, err.Error())
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), claimsKey{}, claims)))
	})
}

func claimsOf(r *http.Request) *token.Claims {
	claims, _ := r.Context().Value(claimsKey{}).(*token.Claims)
	return claims
}

// me answers GET /api/v1/me with the caller's token claims.
func (s *Server) me(w http.ResponseWriter, r *http.Request) {
	s.writeJSON(w, r, http.StatusOK, token.MeOf(claimsOf(r)))
}
