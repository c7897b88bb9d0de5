// Accounts live in memory (lost when the service stops) unless a database store replaces this one.
deps.Auth = auth.NewService(users.NewMemoryStore())
