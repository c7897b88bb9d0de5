package config

import "time"

// SessionsConfig configures the sessions that login opens.
type SessionsConfig struct {
	// TTL is how long a session's bearer token stays valid.
	TTL time.Duration `env:"SESSION_TTL"`
}

func loadSessions(e *Env) SessionsConfig {
	c := SessionsConfig{TTL: e.Duration("SESSION_TTL", 24*time.Hour)}
	e.Check(c.TTL > 0, "SESSION_TTL", "must be positive")
	return c
}
