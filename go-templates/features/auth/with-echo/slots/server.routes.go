s.echo.POST("/api/v1/auth/register", s.register)
s.echo.POST("/api/v1/auth/login", s.login)
