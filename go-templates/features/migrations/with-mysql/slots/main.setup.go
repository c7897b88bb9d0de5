// The migrations own the schema: applied at start with MIGRATE_ON_START=true; otherwise the service
// only checks that none is pending (go run ./cmd/migrate up applies them).
if err := migrate.Prepare(ctx, migrate.NewMySQL(sqlDB), migrations.FS, cfg.Migrate.OnStart, logger); err != nil {
	return err
}
