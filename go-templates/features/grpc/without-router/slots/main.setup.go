runners = append(runners, grpcserver.New(cfg.GRPC, cfg.HTTP.ShutdownTimeout, logger, grpcserver.RegisterGreeter).Run)
