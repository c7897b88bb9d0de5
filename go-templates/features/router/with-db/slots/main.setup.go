// The notes of /api/v1/notes live in the database (the database layer).
deps.Notes = notes.NewRepositoryStore(deps.NoteRepo)
