s.handle("POST /api/v1/auth/register", s.register)
s.handle("POST /api/v1/auth/login", s.login)
