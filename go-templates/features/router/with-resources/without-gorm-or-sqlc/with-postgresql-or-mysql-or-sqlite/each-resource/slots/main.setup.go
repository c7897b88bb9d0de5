// The {{@R.labels}} of /api/v1/{{@R.path}} live in the {{@R.snakes}} table, through the driver.
deps.{{@R.Names}} = repository.New{{@R.Name}}Repository(deps.DB)
