package config

import "time"

// RedisConfig configures the Redis client.
type RedisConfig struct {
	// URL is the connection URL; it may hold a password.
	URL string `env:"REDIS_URL" secret:"true"`
	// ConnectTimeout bounds the start-up check.
	ConnectTimeout time.Duration `env:"REDIS_CONNECT_TIMEOUT"`
	// KeyPrefix starts every key the service writes.
	KeyPrefix string `env:"CACHE_KEY_PREFIX"`
}

func loadRedis(e *Env) RedisConfig {
	c := RedisConfig{
		URL:            e.String("REDIS_URL", "redis://127.0.0.1:6379/0"),
		ConnectTimeout: e.Duration("REDIS_CONNECT_TIMEOUT", 5*time.Second),
		KeyPrefix:      e.String("CACHE_KEY_PREFIX", "{{@imageName}}:"),
	}
	e.Check(c.ConnectTimeout > 0, "REDIS_CONNECT_TIMEOUT", "must be positive")
	return c
}
