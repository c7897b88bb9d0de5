// Without the database layer, the notes of /api/v1/notes live in memory.
deps.Notes = notes.NewMemoryStore()
