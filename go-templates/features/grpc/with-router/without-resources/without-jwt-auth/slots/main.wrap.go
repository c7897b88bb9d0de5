// gRPC serves the notes of /api/v1/notes from the same store, wrappers included (hence after them).
runners = append(runners, grpcserver.New(cfg.GRPC, cfg.HTTP.ShutdownTimeout, logger, grpcserver.RegisterGreeter, grpcserver.RegisterNotes(deps.Notes, logger)).Run)
