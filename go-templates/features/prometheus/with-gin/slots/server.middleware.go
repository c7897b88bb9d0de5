s.engine.Use(metricsMiddleware(s.deps.Metrics))
