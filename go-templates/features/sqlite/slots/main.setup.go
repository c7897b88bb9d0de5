sqlDB, err := database.Connect(ctx, cfg.Database)
if err != nil {
	return err
}
defer func() { _ = sqlDB.Close() }()
logger.Info("opened the SQLite database", "path", cfg.Database.Path)
healthChecks = append(healthChecks, health.Dependency{Name: "database", Check: sqlDB.PingContext})
deps.DB = sqlDB
