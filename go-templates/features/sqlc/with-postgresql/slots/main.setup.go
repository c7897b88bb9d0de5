if _, err := pool.Exec(ctx, migrations.CreateNotes); err != nil {
	return fmt.Errorf("create the notes table of migrations/0001_create_notes.up.sql: %w", err)
}
deps.Queries = queries.New(pool)
