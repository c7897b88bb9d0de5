package config

import (
	"strings"
	"time"
)

// MiddlewareConfig configures the HTTP middleware.
type MiddlewareConfig struct {
	// CORSAllowedOrigins lists the origins allowed to call the API from a browser; "*" allows any.
	CORSAllowedOrigins []string `env:"CORS_ALLOWED_ORIGINS"`
	// RateLimitRequests is how many requests one client IP may make per RateLimitWindow; 0 turns
	// rate limiting off.
	RateLimitRequests int `env:"RATE_LIMIT_REQUESTS"`
	// RateLimitWindow is the window of RateLimitRequests.
	RateLimitWindow time.Duration `env:"RATE_LIMIT_WINDOW"`
}

func loadMiddleware(e *Env) MiddlewareConfig {
	c := MiddlewareConfig{
		CORSAllowedOrigins: e.List("CORS_ALLOWED_ORIGINS", "*"),
		RateLimitRequests:  e.Int("RATE_LIMIT_REQUESTS", 100),
		RateLimitWindow:    e.Duration("RATE_LIMIT_WINDOW", time.Minute),
	}
	e.Check(len(c.CORSAllowedOrigins) > 0, "CORS_ALLOWED_ORIGINS", "must list at least one origin")
	for _, origin := range c.CORSAllowedOrigins {
		valid := origin == "*" || strings.HasPrefix(origin, "http://") || strings.HasPrefix(origin, "https://")
		e.Check(valid, "CORS_ALLOWED_ORIGINS", "origin "+origin+" must be * or start with http:// or https://")
	}
	e.Check(c.RateLimitRequests >= 0, "RATE_LIMIT_REQUESTS", "must not be negative")
	e.Check(c.RateLimitWindow > 0, "RATE_LIMIT_WINDOW", "must be positive")
	return c
}
