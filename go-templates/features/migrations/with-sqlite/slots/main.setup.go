if cfg.Migrate.OnStart {
	all, err := migrate.Load(migrations.FS)
	if err != nil {
		return err
	}
	if _, err := migrate.Up(ctx, migrate.NewSQLite(sqlDB), all, logger); err != nil {
		return err
	}
}
