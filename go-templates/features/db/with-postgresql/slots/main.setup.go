noteRepo := repository.NewNoteRepository(pool)
if err := noteRepo.EnsureSchema(ctx); err != nil {
	return err
}
deps.NoteRepo = noteRepo
