noteRepo := repository.NewNoteRepository(deps.DB)
if err := noteRepo.EnsureSchema(ctx); err != nil {
	return err
}
deps.NoteRepo = noteRepo
