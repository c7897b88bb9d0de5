pool, err := database.Connect(ctx, cfg.Database)
if err != nil {
	return err
}
defer pool.Close()
db := migrate.NewPostgres(pool)
