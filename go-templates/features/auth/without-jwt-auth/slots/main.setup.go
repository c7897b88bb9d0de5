// Login opens a session whose opaque bearer token authenticates later requests.
deps.Sessions = auth.NewSessions(cfg.Sessions.TTL)
