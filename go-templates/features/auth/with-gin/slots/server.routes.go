s.engine.POST("/api/v1/auth/register", s.register)
s.engine.POST("/api/v1/auth/login", s.login)
