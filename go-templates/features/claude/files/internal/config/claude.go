package config

import (
	"net/url"
	"time"
)

// ClaudeConfig configures the Anthropic client.
type ClaudeConfig struct {
	// APIKey authenticates the calls; empty leaves the client unconfigured.
	APIKey string `env:"ANTHROPIC_API_KEY" secret:"true"`
	// BaseURL is the root of the Anthropic API.
	BaseURL string `env:"ANTHROPIC_BASE_URL"`
	// Model is the chat model.
	Model string `env:"ANTHROPIC_MODEL"`
	// MaxTokens bounds the length of one reply; the Messages API requires it.
	MaxTokens int `env:"ANTHROPIC_MAX_TOKENS"`
	// Timeout bounds one call to the provider.
	Timeout time.Duration `env:"ANTHROPIC_TIMEOUT"`
}

func loadClaude(e *Env) ClaudeConfig {
	c := ClaudeConfig{
		APIKey:    e.String("ANTHROPIC_API_KEY", ""),
		BaseURL:   e.String("ANTHROPIC_BASE_URL", "https://api.anthropic.com/v1"),
		Model:     e.String("ANTHROPIC_MODEL", "claude-sonnet-4-5"),
		MaxTokens: e.Int("ANTHROPIC_MAX_TOKENS", 1024),
		Timeout:   e.Duration("ANTHROPIC_TIMEOUT", 60*time.Second),
	}
	u, err := url.Parse(c.BaseURL)
	e.Check(err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "", "ANTHROPIC_BASE_URL", "must be an http or https URL")
	e.Check(c.Model != "", "ANTHROPIC_MODEL", "must not be empty")
	e.Check(c.MaxTokens > 0, "ANTHROPIC_MAX_TOKENS", "must be positive")
	e.Check(c.Timeout > 0, "ANTHROPIC_TIMEOUT", "must be positive")
	return c
}
