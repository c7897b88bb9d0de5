s.router.Get("/api/v1/auth/oauth2/login", s.oauthLogin)
s.router.Get("/api/v1/auth/oauth2/callback", s.oauthCallback)
