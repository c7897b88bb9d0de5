// Routes of this group need a valid JWT. In Fiber a group's handler runs for every path under its
// prefix, so the group has a path of its own and /api/v1/me is registered with the middleware.
protected := s.app.Group("/api/v1/me", s.requireJWT())
protected.Get("", s.me)
