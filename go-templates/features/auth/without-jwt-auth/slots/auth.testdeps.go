deps.Sessions = auth.NewSessions(time.Hour)
