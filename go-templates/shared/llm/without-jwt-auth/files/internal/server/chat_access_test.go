package server

import (
	"net/http"
	"testing"

	"{{@module}}/internal/config"
)

// openChat lets the requests of servers built on cfg through chatAccess: LLM_ENDPOINTS_ENABLED.
// They need nothing of their own.
func openChat(_ *testing.T, cfg *config.Config, _ *Deps) func(*http.Request) {
	cfg.LLM.EndpointsEnabled = true
	return func(*http.Request) {}
}

// The chat endpoints spend the provider's key for whoever calls them: until LLM_ENDPOINTS_ENABLED
// is set, they refuse every caller, before reading anything.
func TestTheChatEndpointsAreOffByDefault(t *testing.T) {
	s := newTestServer(t)
	for _, path := range chatPaths(t, s) {
		expectJSONError(t, serve(t, s, chatRequest(path)), http.StatusForbidden)
	}
}
