s.app.Use(metricsMiddleware(s.deps.Metrics))
