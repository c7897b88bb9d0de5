s.engine.GET("/api/v1/auth/oauth2/login", s.oauthLogin)
s.engine.GET("/api/v1/auth/oauth2/callback", s.oauthCallback)
