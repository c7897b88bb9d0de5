deps.Queries = queries.New(sqlDB)
