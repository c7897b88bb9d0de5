package config

import (
	"net/url"
	"time"
)

// OpenAIConfig configures the OpenAI client.
type OpenAIConfig struct {
	// APIKey authenticates the calls; empty leaves the client unconfigured.
	APIKey string `env:"OPENAI_API_KEY" secret:"true"`
	// BaseURL is the root of the OpenAI-compatible API.
	BaseURL string `env:"OPENAI_BASE_URL"`
	// Model is the chat model.
	Model string `env:"OPENAI_MODEL"`
	// Timeout bounds one call to the provider.
	Timeout time.Duration `env:"OPENAI_TIMEOUT"`
}

func loadOpenAI(e *Env) OpenAIConfig {
	c := OpenAIConfig{
		APIKey:  e.String("OPENAI_API_KEY", ""),
		BaseURL: e.String("OPENAI_BASE_URL", "https://api.openai.com/v1"),
		Model:   e.String("OPENAI_MODEL", "gpt-4o-mini"),
		Timeout: e.Duration("OPENAI_TIMEOUT", 30*time.Second),
	}
	u, err := url.Parse(c.BaseURL)
	e.Check(err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "", "OPENAI_BASE_URL", "must be an http or https URL")
	e.Check(c.Model != "", "OPENAI_MODEL", "must not be empty")
	e.Check(c.Timeout > 0, "OPENAI_TIMEOUT", "must be positive")
	return c
}
