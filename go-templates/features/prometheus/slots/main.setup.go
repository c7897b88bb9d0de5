deps.Metrics = metrics.NewHTTP()
runners = append(runners, deps.Metrics.Serve(cfg.Metrics.Addr, cfg.HTTP.ShutdownTimeout, logger))
