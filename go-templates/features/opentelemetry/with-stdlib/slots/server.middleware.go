s.use(tracing(s.routePattern))
