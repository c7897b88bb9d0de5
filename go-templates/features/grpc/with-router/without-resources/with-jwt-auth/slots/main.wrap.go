// gRPC serves the notes of /api/v1/notes from the same store, wrappers included (hence after them),
// behind JWT Auth's token as the API is.
runners = append(runners, grpcserver.New(cfg.GRPC, cfg.HTTP.ShutdownTimeout, logger, grpcserver.RegisterGreeter, grpcserver.Guard(grpcserver.RequireToken(deps.Tokens), grpcserver.RegisterNotes(deps.Notes, logger))).Run)
