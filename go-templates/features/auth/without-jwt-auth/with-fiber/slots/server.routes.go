// Routes of this group need the bearer token of a login. In Fiber a group's handler runs for every
// path under its prefix, so the group has a path of its own and /api/v1/me is registered with the
// middleware.
protected := s.app.Group("/api/v1/me", s.requireSession())
protected.Get("", s.me)
