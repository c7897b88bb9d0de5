gormDB, err := database.OpenGorm(deps.DB, cfg.Gorm, logger)
if err != nil {
	return err
}
if cfg.Gorm.AutoMigrate {
	if err := models.AutoMigrate(ctx, gormDB); err != nil {
		return err
	}
	logger.Info("database tables migrated")
}
deps.Gorm = gormDB
