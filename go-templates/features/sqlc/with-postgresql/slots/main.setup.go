deps.Queries = queries.New(pool)
