package config

// LLMConfig configures the AI chat endpoints.
type LLMConfig struct {
	// EndpointsEnabled serves the chat endpoints. They spend the provider's API key for whoever calls
	// them and the service has no sign-in to tell callers apart, so they are off by default.
	EndpointsEnabled bool `env:"LLM_ENDPOINTS_ENABLED"`
}

func loadLLM(e *Env) LLMConfig {
	return LLMConfig{EndpointsEnabled: e.Bool("LLM_ENDPOINTS_ENABLED", false)}
}
