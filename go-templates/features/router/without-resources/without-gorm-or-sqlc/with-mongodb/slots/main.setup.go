// The notes of /api/v1/notes live in MongoDB, through the driver (internal/repository).
noteRepo := repository.NewNoteRepository(deps.Mongo)
if err := noteRepo.EnsureSchema(ctx); err != nil {
	return err
}
deps.Notes = notes.NewRepositoryStore(noteRepo)
