if _, err := sqlDB.ExecContext(ctx, sqlc.Schema); err != nil {
	return fmt.Errorf("create the tables of sqlc/schema.sql: %w", err)
}
deps.Queries = queries.New(sqlDB)
