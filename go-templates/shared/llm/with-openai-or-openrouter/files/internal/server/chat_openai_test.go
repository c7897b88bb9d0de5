package server

import (
	"testing"

	"{{@module}}/internal/config"
)

// testChatEndpoint checks the chat endpoint at path, on a server without a key and on one that
// configure points at a fake OpenAI-compatible provider answering "pong".
func testChatEndpoint(t *testing.T, path string, configure func(cfg *config.Config, deps *Deps, providerURL string)) {
	t.Helper()
	testChatEndpointAnswering(t, path, `{"choices":[{"message":{"role":"assistant","content":"pong"}}]}`, configure)
}
