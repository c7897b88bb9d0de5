package config

// WebSocketConfig configures the /ws endpoint.
type WebSocketConfig struct {
	// AllowedOrigins lists the origins, besides the service's own, whose pages may connect; "*"
	// allows any. Empty (the default): the service's own pages only.
	AllowedOrigins []string `env:"WS_ALLOWED_ORIGINS"`
	// MaxMessageBytes is the largest message accepted.
	MaxMessageBytes int `env:"WS_MAX_MESSAGE_BYTES"`
}

func loadWebSocket(e *Env) WebSocketConfig {
	c := WebSocketConfig{
		AllowedOrigins:  e.List("WS_ALLOWED_ORIGINS"),
		MaxMessageBytes: e.Int("WS_MAX_MESSAGE_BYTES", 64<<10),
	}
	e.Check(c.MaxMessageBytes > 0, "WS_MAX_MESSAGE_BYTES", "must be positive")
	return c
}
