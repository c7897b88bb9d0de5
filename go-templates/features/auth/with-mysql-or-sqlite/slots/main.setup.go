// With MySQL or SQLite, accounts are kept in its users table (created when missing), not in memory.
userStore := users.NewSQLStore(deps.DB)
if err := userStore.EnsureSchema(ctx); err != nil {
	return err
}
deps.Auth = auth.NewService(userStore)
