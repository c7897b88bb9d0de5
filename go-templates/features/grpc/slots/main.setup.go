runners = append(runners, grpcserver.New(cfg.GRPC, logger).Run)
