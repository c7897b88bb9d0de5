// The notes of /api/v1/notes live in the database, through the driver (internal/repository).
deps.Notes = notes.NewRepositoryStore(repository.NewNoteRepository(deps.DB))
