s.router.Use(tracing(s.routePattern))
