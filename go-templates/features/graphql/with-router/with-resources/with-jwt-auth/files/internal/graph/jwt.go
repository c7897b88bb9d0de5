package graph

import (
	"encoding/json"
	"net/http"

	"{{@module}}/internal/token"
)

// RequireToken is JWT Auth's check of the API's routes for GraphQL: an operation answers 401, with a
// GraphQL error whose extensions.code is UNAUTHENTICATED, unless the request carries a valid bearer
// token of tokens. The check comes before the operation is read.
func RequireToken(tokens *token.Manager, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := tokens.Authenticate(r.Header.Get("Authorization")); err != nil {
			w.Header().Set("WWW-Authenticate", token.Challenge(err))
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(map[string]any{
				"errors": []map[string]any{{"message": err.Error(), "extensions": map[string]any{"code": "UNAUTHENTICATED"}}},
			})
			return
		}
		next.ServeHTTP(w, r)
	})
}
