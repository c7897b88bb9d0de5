package server

import (
	"testing"

	"{{@module}}/internal/config"
	"{{@module}}/internal/llm"
)

func TestClaudeChatEndpoint(t *testing.T) {
	answer := `{"type":"message","role":"assistant","content":[{"type":"text","text":"pong"}]}`
	testChatEndpointAnswering(t, "/api/v1/claude/chat", answer, func(cfg *config.Config, deps *Deps, providerURL string) {
		cfg.Claude.APIKey = "sk-ant-test"
		cfg.Claude.BaseURL = providerURL
		deps.Claude = llm.NewClaude(cfg.Claude)
	})
}
