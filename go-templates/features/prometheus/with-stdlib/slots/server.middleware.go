httpMetrics := metrics.NewHTTP()
s.use(metricsMiddleware(httpMetrics, s.routePattern))
s.handle("GET /metrics", httpMetrics.Handler().ServeHTTP)
