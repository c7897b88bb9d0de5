s.echo.Use(
	middleware.RequestIDWithConfig(middleware.RequestIDConfig{TargetHeader: RequestIDHeader, Generator: rand.Text}),
	requestLogger(s.deps.Logger),
	middleware.Recover(),
	securityHeaders(),
	corsMiddleware(s.cfg.Middleware),
)
if s.cfg.Middleware.RateLimitRequests > 0 {
	s.echo.Use(rateLimit(s.cfg.Middleware))
}
