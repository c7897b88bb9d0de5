// gRPC serves the resources of /api/v1 through the server's own stores and checks, wrappers included,
// behind JWT Auth's token as the API is.
runners = append(runners, grpcserver.New(cfg.GRPC, cfg.HTTP.ShutdownTimeout, logger, grpcserver.RegisterGreeter, grpcserver.Guard(grpcserver.RequireToken(deps.Tokens), srv.RegisterGRPC)).Run)
