package config

import (
	"net/url"
	"time"
)

// OpenRouterConfig configures the OpenRouter client.
type OpenRouterConfig struct {
	// APIKey authenticates the calls; empty leaves the client unconfigured.
	APIKey string `env:"OPENROUTER_API_KEY" secret:"true"`
	// BaseURL is the root of the OpenRouter-compatible API.
	BaseURL string `env:"OPENROUTER_BASE_URL"`
	// Model is the chat model.
	Model string `env:"OPENROUTER_MODEL"`
	// Timeout bounds one call to the provider.
	Timeout time.Duration `env:"OPENROUTER_TIMEOUT"`
	// SiteURL and AppName are sent as HTTP-Referer and X-Title, OpenRouter's app attribution.
	SiteURL string `env:"OPENROUTER_SITE_URL"`
	AppName string `env:"OPENROUTER_APP_NAME"`
}

func loadOpenRouter(e *Env) OpenRouterConfig {
	c := OpenRouterConfig{
		APIKey:  e.String("OPENROUTER_API_KEY", ""),
		BaseURL: e.String("OPENROUTER_BASE_URL", "https://openrouter.ai/api/v1"),
		Model:   e.String("OPENROUTER_MODEL", "openai/gpt-4o-mini"),
		Timeout: e.Duration("OPENROUTER_TIMEOUT", 30*time.Second),
		SiteURL: e.String("OPENROUTER_SITE_URL", ""),
		AppName: e.String("OPENROUTER_APP_NAME", "{{@projectName}}"),
	}
	u, err := url.Parse(c.BaseURL)
	e.Check(err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "", "OPENROUTER_BASE_URL", "must be an http or https URL")
	e.Check(c.Model != "", "OPENROUTER_MODEL", "must not be empty")
	e.Check(c.Timeout > 0, "OPENROUTER_TIMEOUT", "must be positive")
	return c
}
