package llm

import "{{@module}}/internal/config"

// NewOpenAI returns the client of OpenAI's API that cfg configures; it makes no call.
func NewOpenAI(cfg config.OpenAIConfig) *Client {
	return New(Options{
		Name:        "OpenAI",
		KeyVariable: "OPENAI_API_KEY",
		APIKey:      cfg.APIKey,
		BaseURL:     cfg.BaseURL,
		Model:       cfg.Model,
		Timeout:     cfg.Timeout,
	})
}
