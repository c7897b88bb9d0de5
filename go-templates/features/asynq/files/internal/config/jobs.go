package config

import "time"

// JobsConfig configures the background job worker and the queue the service enqueues on.
type JobsConfig struct {
	// Queue is the asynq queue of this service's jobs; services sharing a Redis keep theirs apart.
	Queue string `env:"JOBS_QUEUE"`
	// Concurrency is how many jobs the worker processes at once.
	Concurrency int `env:"JOBS_CONCURRENCY"`
	// ShutdownTimeout is how long running jobs may finish on shutdown before going back to the queue.
	ShutdownTimeout time.Duration `env:"JOBS_SHUTDOWN_TIMEOUT"`
}

func loadJobs(e *Env) JobsConfig {
	c := JobsConfig{
		Queue:           e.String("JOBS_QUEUE", "{{@imageName}}"),
		Concurrency:     e.Int("JOBS_CONCURRENCY", 10),
		ShutdownTimeout: e.Duration("JOBS_SHUTDOWN_TIMEOUT", 10*time.Second),
	}
	e.Check(c.Concurrency >= 1 && c.Concurrency <= 1000, "JOBS_CONCURRENCY", "must be between 1 and 1000")
	e.Check(c.ShutdownTimeout > 0, "JOBS_SHUTDOWN_TIMEOUT", "must be positive")
	return c
}
