package server

import (
	"net/http"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/token"
)

// openChat gives servers built on cfg and deps the token manager of testJWTSecret and returns what
// lets a request through chatAccess: a signed-in caller's bearer token.
func openChat(t *testing.T, cfg *config.Config, deps *Deps) func(*http.Request) {
	t.Helper()
	cfg.JWT = config.JWTConfig{Secret: testJWTSecret, TTL: time.Hour, Issuer: "test"}
	tokens, err := token.NewManager(cfg.JWT)
	if err != nil {
		t.Fatal(err)
	}
	deps.Tokens = tokens
	signed, _, err := tokens.Issue("chat-caller")
	if err != nil {
		t.Fatal(err)
	}
	return func(r *http.Request) { r.Header.Set("Authorization", "Bearer "+signed) }
}

// The chat endpoints spend the provider's key for their caller: only signed-in callers get through.
func TestTheChatEndpointsRefuseAnonymousCallers(t *testing.T) {
	s, _ := jwtServer(t)
	for _, path := range chatPaths(t, s) {
		expectJSONError(t, serve(t, s, chatRequest(path)), http.StatusUnauthorized)
	}
}
