deps.NoteRepo = repository.NewNoteRepository(deps.DB)
