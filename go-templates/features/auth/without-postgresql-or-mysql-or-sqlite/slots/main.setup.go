// Without a SQL database, accounts live in memory: they are lost when the service stops.
deps.Auth = auth.NewService(users.NewMemoryStore())
