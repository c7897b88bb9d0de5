sqlDB, err := database.Connect(ctx, cfg.Database)
if err != nil {
	return err
}
defer func() { _ = sqlDB.Close() }()
logger.Info("connected to MySQL")
deps.Health.Register("database", sqlDB.PingContext)
deps.DB = sqlDB
