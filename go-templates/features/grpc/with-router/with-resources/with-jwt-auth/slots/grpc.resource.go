r.Authenticate = grpcserver.RequireToken(s.deps.Tokens)
