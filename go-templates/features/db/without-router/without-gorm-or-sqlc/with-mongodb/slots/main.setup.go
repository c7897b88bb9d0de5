noteRepo := repository.NewNoteRepository(deps.Mongo)
if err := noteRepo.EnsureSchema(ctx); err != nil {
	return err
}
deps.NoteRepo = noteRepo
