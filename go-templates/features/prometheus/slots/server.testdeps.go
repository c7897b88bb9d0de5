deps.Metrics = metrics.NewHTTP()
