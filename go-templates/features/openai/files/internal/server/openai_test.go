package server

import (
	"testing"

	"{{@module}}/internal/config"
	"{{@module}}/internal/llm"
)

func TestOpenAIChatEndpoint(t *testing.T) {
	testChatEndpoint(t, "/api/v1/openai/chat", func(cfg *config.Config, deps *Deps, providerURL string) {
		cfg.OpenAI.APIKey = "sk-test"
		cfg.OpenAI.BaseURL = providerURL
		deps.OpenAI = llm.NewOpenAI(cfg.OpenAI)
	})
}
