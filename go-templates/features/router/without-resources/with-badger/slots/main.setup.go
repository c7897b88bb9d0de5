// The notes of /api/v1/notes live in the Badger store, in BADGER_DIR.
noteStore, err := notes.NewBadgerStore(deps.KV.DB())
if err != nil {
	return err
}
defer func() {
	if err := noteStore.Close(); err != nil {
		logger.Error("close the notes store", "error", err)
	}
}()
deps.Notes = noteStore
