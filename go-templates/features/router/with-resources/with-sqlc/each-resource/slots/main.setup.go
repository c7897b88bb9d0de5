// The {{@R.labels}} of /api/v1/{{@R.path}} live in the database, through sqlc's generated queries.
deps.{{@R.Names}} = {{@R.pkg}}.NewSQLCStore(deps.Queries)
