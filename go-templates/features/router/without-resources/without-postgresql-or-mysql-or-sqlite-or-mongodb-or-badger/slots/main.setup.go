// Without a database, the notes of /api/v1/notes live in memory.
deps.Notes = notes.NewMemoryStore()
