httpMetrics := metrics.NewHTTP()
s.router.Use(metricsMiddleware(httpMetrics, s.routePattern))
// The last middleware: chi accepts no Use after the first route.
s.router.Get("/metrics", httpMetrics.Handler().ServeHTTP)
