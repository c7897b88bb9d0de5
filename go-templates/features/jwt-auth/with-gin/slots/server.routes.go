// Routes of this group need a valid JWT.
protected := s.engine.Group("/api/v1", s.requireJWT())
protected.GET("/me", s.me)
