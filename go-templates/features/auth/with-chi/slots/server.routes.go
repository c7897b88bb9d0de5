s.router.Post("/api/v1/auth/register", s.register)
s.router.Post("/api/v1/auth/login", s.login)
