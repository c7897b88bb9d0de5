r.Authenticate = s.authenticateGRPC
