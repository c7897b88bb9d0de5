// The notes of /api/v1/notes live in the database, through sqlc's generated queries.
deps.Notes = notes.NewSQLCStore(deps.Queries)
