package config

// LogConfig configures the logger.
type LogConfig struct {
	// Level is the lowest level logged: debug, info, warn or error.
	Level string `env:"LOG_LEVEL"`
	// Format is json (one object per line) or text (key=value pairs).
	Format string `env:"LOG_FORMAT"`
	// AddSource adds the source file and line of each log call.
	AddSource bool `env:"LOG_ADD_SOURCE"`
}

func loadLog(e *Env) LogConfig {
	return LogConfig{
		Level:     e.OneOf("LOG_LEVEL", "info", "debug", "info", "warn", "error"),
		Format:    e.OneOf("LOG_FORMAT", "json", "json", "text"),
		AddSource: e.Bool("LOG_ADD_SOURCE", false),
	}
}
