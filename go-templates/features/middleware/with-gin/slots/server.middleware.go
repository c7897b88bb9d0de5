s.engine.Use(
	requestID(),
	requestLogger(s.deps.Logger),
	recovery(s.deps.Logger),
	securityHeaders(),
)
// Without allowed origins no CORS header is sent: browsers keep the API to the service's own pages.
if len(s.cfg.Middleware.CORSAllowedOrigins) > 0 {
	s.engine.Use(corsMiddleware(s.cfg.Middleware))
}
s.engine.Use(s.bodyLimits())
if s.cfg.Middleware.RateLimitRequests > 0 {
	s.engine.Use(s.rateLimit(s.rateLimiter()))
}
