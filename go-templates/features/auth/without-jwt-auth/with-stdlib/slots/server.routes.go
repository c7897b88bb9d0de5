// s.requireSession lets only requests with the bearer token of a login through.
s.handle("GET /api/v1/me", s.me, s.requireSession)
