s.router.Use(metricsMiddleware(s.deps.Metrics, s.routePattern))
