pool, err := database.Connect(ctx, cfg.Database)
if err != nil {
	return err
}
defer pool.Close()
logger.Info("connected to PostgreSQL", "database", pool.Config().ConnConfig.Database)
healthChecks = append(healthChecks, health.Dependency{Name: "database", Check: pool.Ping})
deps.DB = pool
