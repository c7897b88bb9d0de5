httpMetrics := metrics.NewHTTP()
s.engine.Use(metricsMiddleware(httpMetrics))
s.engine.GET("/metrics", gin.WrapH(httpMetrics.Handler()))
