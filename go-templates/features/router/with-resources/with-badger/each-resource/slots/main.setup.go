// The {{@R.labels}} of /api/v1/{{@R.path}} live in the Badger store, in BADGER_DIR.
{{@R.names}}Store, err := badgerstore.New{{@R.Name}}Store(deps.KV.DB())
if err != nil {
	return err
}
defer func() {
	if err := {{@R.names}}Store.Close(); err != nil {
		logger.Error("close the {{@R.labels}} store", "error", err)
	}
}()
deps.{{@R.Names}} = {{@R.names}}Store
