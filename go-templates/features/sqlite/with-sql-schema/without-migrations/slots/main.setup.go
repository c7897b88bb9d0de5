// Without versioned migrations, the service creates the tables of migrations/ that are missing.
if err := migrations.CreateTables(ctx, sqlDB.ExecContext); err != nil {
	return err
}
