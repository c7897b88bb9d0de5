s.app.Use(
	requestID(),
	requestLogger(s.deps.Logger),
	recovery(s.deps.Logger),
	securityHeaders(),
	corsMiddleware(s.cfg.Middleware),
)
if s.cfg.Middleware.RateLimitRequests > 0 {
	s.app.Use(rateLimit(s.cfg.Middleware))
}
