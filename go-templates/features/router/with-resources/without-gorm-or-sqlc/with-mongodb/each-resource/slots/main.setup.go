// The {{@R.labels}} of /api/v1/{{@R.path}} live in MongoDB's {{@R.snakes}} collection, through the
// driver (internal/repository), which creates its unique indexes here.
if deps.{{@R.Names}}, err = repository.New{{@R.Name}}Repository(ctx, deps.Mongo); err != nil {
	return err
}
