package llm

import (
	"net/http"

	"{{@module}}/internal/config"
)

// NewOpenRouter returns the client of OpenRouter's API (OpenAI-compatible, many providers behind one
// key) that cfg configures; it makes no call.
func NewOpenRouter(cfg config.OpenRouterConfig) *Client {
	// OpenRouter's app attribution.
	header := http.Header{}
	if cfg.SiteURL != "" {
		header.Set("HTTP-Referer", cfg.SiteURL)
	}
	if cfg.AppName != "" {
		header.Set("X-Title", cfg.AppName)
	}
	return New(Options{
		Name:        "OpenRouter",
		KeyVariable: "OPENROUTER_API_KEY",
		APIKey:      cfg.APIKey,
		BaseURL:     cfg.BaseURL,
		Model:       cfg.Model,
		Timeout:     cfg.Timeout,
		Header:      header,
	})
}
