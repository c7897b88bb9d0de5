noteRepo := repository.NewNoteRepository(sqlDB)
if err := noteRepo.EnsureSchema(ctx); err != nil {
	return err
}
deps.NoteRepo = noteRepo
