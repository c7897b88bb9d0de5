// Accounts are kept in the users table of PostgreSQL (created when missing).
userStore := users.NewPostgresStore(deps.DB)
if err := userStore.EnsureSchema(ctx); err != nil {
	return err
}
deps.Auth = auth.NewService(userStore)
