package config

import (
	"strings"
	"time"
)

// MiddlewareConfig configures the HTTP middleware.
type MiddlewareConfig struct {
	// CORSAllowedOrigins lists the origins whose pages may call the API from a browser; "*" allows
	// any. Empty (the default) allows none but the service's own: browsers refuse cross-origin calls.
	CORSAllowedOrigins []string `env:"CORS_ALLOWED_ORIGINS"`
	// MaxBodyBytes bounds a request body; a larger one is refused with 413.
	MaxBodyBytes int64 `env:"MAX_BODY_BYTES"`
	// RateLimitRequests is how many requests one client IP may make per RateLimitWindow; 0 turns
	// rate limiting off.
	RateLimitRequests int `env:"RATE_LIMIT_REQUESTS"`
	// RateLimitWindow is the window of RateLimitRequests.
	RateLimitWindow time.Duration `env:"RATE_LIMIT_WINDOW"`
}

func loadMiddleware(e *Env) MiddlewareConfig {
	c := MiddlewareConfig{
		CORSAllowedOrigins: e.List("CORS_ALLOWED_ORIGINS"),
		MaxBodyBytes:       int64(e.Int("MAX_BODY_BYTES", 1<<20)),
		RateLimitRequests:  e.Int("RATE_LIMIT_REQUESTS", 100),
		RateLimitWindow:    e.Duration("RATE_LIMIT_WINDOW", time.Minute),
	}
	for _, origin := range c.CORSAllowedOrigins {
		valid := origin == "*" || strings.HasPrefix(origin, "http://") || strings.HasPrefix(origin, "https://")
		e.Check(valid, "CORS_ALLOWED_ORIGINS", "origin "+origin+" must be * or start with http:// or https://")
	}
	e.Check(c.MaxBodyBytes > 0, "MAX_BODY_BYTES", "must be positive")
	e.Check(c.RateLimitRequests >= 0, "RATE_LIMIT_REQUESTS", "must not be negative")
	e.Check(c.RateLimitWindow > 0, "RATE_LIMIT_WINDOW", "must be positive")
	return c
}
