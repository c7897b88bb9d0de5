// The jobs share the Redis client (and its pool) of internal/cache, closed after the worker stops.
deps.Jobs = jobs.NewClient(deps.Redis, cfg.Jobs.Queue)
runners = append(runners, jobs.NewWorker(deps.Redis, cfg.Jobs, logger).Run)
