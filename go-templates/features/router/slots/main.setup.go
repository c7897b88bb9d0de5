deps.Notes = notes.NewMemoryStore()
