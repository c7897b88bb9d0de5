// gRPC serves the resources of /api/v1 through the server's own stores and checks, wrappers included.
runners = append(runners, grpcserver.New(cfg.GRPC, cfg.HTTP.ShutdownTimeout, logger, grpcserver.RegisterGreeter, srv.RegisterGRPC).Run)
