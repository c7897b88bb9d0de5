swaggerUI := docs.Handler().ServeHTTP
s.router.Get("/swagger", swaggerUI)
s.router.Get("/swagger/*", swaggerUI)
