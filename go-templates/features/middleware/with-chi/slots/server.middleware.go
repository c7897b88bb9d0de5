s.router.Use(s.standardMiddleware()...)
