s.echo.Use(
	requestID(),
	requestLogger(s.deps.Logger),
	recovery(),
	securityHeaders(),
	corsMiddleware(s.cfg.Middleware),
)
if s.cfg.Middleware.RateLimitRequests > 0 {
	s.echo.Use(rateLimit(s.cfg.Middleware))
}
