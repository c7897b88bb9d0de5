s.use(s.standardMiddleware()...)
