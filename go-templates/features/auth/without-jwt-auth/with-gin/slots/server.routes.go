// Routes of this group need the bearer token of a login.
protected := s.engine.Group("/api/v1", s.requireSession())
protected.GET("/me", s.me)
