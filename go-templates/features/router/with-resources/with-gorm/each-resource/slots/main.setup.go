// The {{@R.labels}} of /api/v1/{{@R.path}} live in the {{@R.snakes}} table, through GORM.
deps.{{@R.Names}} = gormstore.New{{@R.Name}}Store(deps.Gorm)
