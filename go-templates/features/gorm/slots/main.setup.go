gormDB, err := database.OpenGorm(deps.DB, cfg.Gorm, logger)
if err != nil {
	return err
}
deps.Gorm = gormDB
