package config

// MigrateConfig configures the schema migrations.
type MigrateConfig struct {
	// OnStart applies pending migrations when the service starts.
	OnStart bool `env:"MIGRATE_ON_START"`
}

func loadMigrate(e *Env) MigrateConfig {
	return MigrateConfig{OnStart: e.Bool("MIGRATE_ON_START", false)}
}
