s.app.Use(
	requestID(),
	requestLogger(s.deps.Logger),
	recovery(s.deps.Logger),
	securityHeaders(),
)
// Without allowed origins no CORS header is sent: browsers keep the API to the service's own pages.
if len(s.cfg.Middleware.CORSAllowedOrigins) > 0 {
	s.app.Use(corsMiddleware(s.cfg.Middleware))
}
s.app.Use(s.bodyLimits())
if s.cfg.Middleware.RateLimitRequests > 0 {
	s.app.Use(s.rateLimit(s.rateLimiter()))
}
