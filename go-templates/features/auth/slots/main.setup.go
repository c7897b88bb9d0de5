// Users live in memory: give auth.NewService a users.Store on your database to keep them.
deps.Auth = auth.NewService(users.NewMemoryStore())
