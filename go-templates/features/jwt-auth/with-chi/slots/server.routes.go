// Routes of this group need a valid JWT.
s.router.Group(func(protected chi.Router) {
	protected.Use(s.requireJWT)
	protected.Get("/api/v1/me", s.me)
})
