s.use(metricsMiddleware(s.deps.Metrics, s.routePattern))
