package server

import (
	"testing"

	"{{@module}}/internal/config"
	"{{@module}}/internal/llm"
)

func TestOpenRouterChatEndpoint(t *testing.T) {
	testChatEndpoint(t, "/api/v1/openrouter/chat", func(cfg *config.Config, deps *Deps, providerURL string) {
		cfg.OpenRouter.APIKey = "sk-test"
		cfg.OpenRouter.BaseURL = providerURL
		deps.OpenRouter = llm.NewOpenRouter(cfg.OpenRouter)
	})
}
