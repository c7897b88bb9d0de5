package config

import "time"

// HTTPConfig configures the HTTP server.
type HTTPConfig struct {
	// Port is the TCP port the server listens on.
	Port int `env:"PORT"`
	// ReadTimeout bounds reading a whole request, body included.
	ReadTimeout time.Duration `env:"HTTP_READ_TIMEOUT"`
	// WriteTimeout bounds writing a response.
	WriteTimeout time.Duration `env:"HTTP_WRITE_TIMEOUT"`
	// IdleTimeout bounds how long a keep-alive connection may stay idle.
	IdleTimeout time.Duration `env:"HTTP_IDLE_TIMEOUT"`
	// ShutdownTimeout is the grace period for in-flight requests on SIGINT/SIGTERM.
	ShutdownTimeout time.Duration `env:"SHUTDOWN_TIMEOUT"`
}

func loadHTTP(e *Env) HTTPConfig {
	c := HTTPConfig{
		Port:            e.Int("PORT", 8080),
		ReadTimeout:     e.Duration("HTTP_READ_TIMEOUT", 15*time.Second),
		WriteTimeout:    e.Duration("HTTP_WRITE_TIMEOUT", 15*time.Second),
		IdleTimeout:     e.Duration("HTTP_IDLE_TIMEOUT", 60*time.Second),
		ShutdownTimeout: e.Duration("SHUTDOWN_TIMEOUT", 10*time.Second),
	}
	e.Check(c.Port >= 1 && c.Port <= 65535, "PORT", "must be between 1 and 65535")
	e.Check(c.ShutdownTimeout > 0, "SHUTDOWN_TIMEOUT", "must be positive")
	return c
}
