s.app.Post("/api/v1/auth/register", s.register)
s.app.Post("/api/v1/auth/login", s.login)
