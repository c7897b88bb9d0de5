if cfg.Migrate.OnStart {
	all, err := migrate.Load(migrations.FS)
	if err != nil {
		return err
	}
	if _, err := migrate.Up(ctx, migrate.NewMySQL(sqlDB), all, logger); err != nil {
		return err
	}
}
