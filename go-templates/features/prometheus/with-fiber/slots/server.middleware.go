httpMetrics := metrics.NewHTTP()
s.app.Use(metricsMiddleware(httpMetrics))
s.app.Get("/metrics", adaptor.HTTPHandler(httpMetrics.Handler()))
