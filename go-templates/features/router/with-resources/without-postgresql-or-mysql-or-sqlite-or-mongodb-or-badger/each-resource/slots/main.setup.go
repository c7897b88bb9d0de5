// Without a database, the {{@R.labels}} of /api/v1/{{@R.path}} live in memory.
deps.{{@R.Names}} = memory.New{{@R.Name}}Store()
