// Accounts are kept in the users table of the database (migrations/0002_create_users.up.sql).
deps.Auth = auth.NewService(users.NewDBStore(deps.DB))
