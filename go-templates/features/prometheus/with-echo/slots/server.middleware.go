s.echo.Use(metricsMiddleware(s.deps.Metrics))
