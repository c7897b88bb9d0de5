s.handle("GET /api/v1/auth/oauth2/login", s.oauthLogin)
s.handle("GET /api/v1/auth/oauth2/callback", s.oauthCallback)
