// Routes of this group need the bearer token of a login. In Echo a group's middleware runs for every
// path under its prefix (unknown paths too, which would answer 401 instead of 404), so the group has
// a path of its own and /api/v1/me is registered in it.
protected := s.echo.Group("/api/v1/me", s.requireSession())
protected.GET("", s.me)
