package config

import "time"

// BadgerConfig configures the embedded key-value store.
type BadgerConfig struct {
	// Dir is the store's directory, created when missing.
	Dir string `env:"BADGER_DIR"`
	// GCInterval is how often the value log's garbage is collected.
	GCInterval time.Duration `env:"BADGER_GC_INTERVAL"`
}

func loadBadger(e *Env) BadgerConfig {
	c := BadgerConfig{
		Dir:        e.String("BADGER_DIR", "data/badger"),
		GCInterval: e.Duration("BADGER_GC_INTERVAL", 10*time.Minute),
	}
	e.Check(c.Dir != "", "BADGER_DIR", "must not be empty")
	e.Check(c.GCInterval > 0, "BADGER_GC_INTERVAL", "must be positive")
	return c
}
