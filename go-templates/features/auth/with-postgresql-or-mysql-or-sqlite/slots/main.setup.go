// Accounts are kept in the users table of the database (created when missing).
userStore := users.NewDBStore(deps.DB)
if err := userStore.EnsureSchema(ctx); err != nil {
	return err
}
deps.Auth = auth.NewService(userStore)
