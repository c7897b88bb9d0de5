package config

import "time"

// CronConfig configures the scheduled jobs.
type CronConfig struct {
	// ExampleSchedule is when the example job runs (internal/scheduler checks the expression).
	ExampleSchedule string `env:"CRON_EXAMPLE_SCHEDULE"`
	// ShutdownTimeout is how long running jobs may finish on shutdown.
	ShutdownTimeout time.Duration `env:"CRON_SHUTDOWN_TIMEOUT"`
}

func loadCron(e *Env) CronConfig {
	c := CronConfig{
		ExampleSchedule: e.String("CRON_EXAMPLE_SCHEDULE", "@hourly"),
		ShutdownTimeout: e.Duration("CRON_SHUTDOWN_TIMEOUT", 30*time.Second),
	}
	e.Check(c.ShutdownTimeout > 0, "CRON_SHUTDOWN_TIMEOUT", "must be positive")
	return c
}
