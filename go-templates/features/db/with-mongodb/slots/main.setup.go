noteRepo := repository.NewNoteRepository(mongoDB)
if err := noteRepo.EnsureSchema(ctx); err != nil {
	return err
}
deps.NoteRepo = noteRepo
