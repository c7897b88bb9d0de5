// s.requireJWT lets only requests with a valid JWT through.
s.handle("GET /api/v1/me", s.me, s.requireJWT)
