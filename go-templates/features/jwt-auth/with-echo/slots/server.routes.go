// Routes of this group need a valid JWT.
protected := s.echo.Group("/api/v1", s.requireJWT())
protected.GET("/me", s.me)
