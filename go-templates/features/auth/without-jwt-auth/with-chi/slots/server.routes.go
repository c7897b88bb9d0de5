// Routes of this group need the bearer token of a login.
s.router.Group(func(protected chi.Router) {
	protected.Use(s.requireSession)
	protected.Get("/api/v1/me", s.me)
})
