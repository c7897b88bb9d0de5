httpMetrics := metrics.NewHTTP()
s.echo.Use(metricsMiddleware(httpMetrics))
s.echo.GET("/metrics", echo.WrapHandler(httpMetrics.Handler()))
