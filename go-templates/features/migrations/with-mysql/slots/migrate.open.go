sqlDB, err := database.Connect(ctx, cfg.Database)
if err != nil {
	return err
}
defer func() { _ = sqlDB.Close() }()
db := migrate.NewMySQL(sqlDB)
