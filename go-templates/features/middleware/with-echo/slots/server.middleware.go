s.echo.Use(
	requestID(),
	requestLogger(s.deps.Logger),
	recovery(),
	securityHeaders(),
)
// Without allowed origins no CORS header is sent: browsers keep the API to the service's own pages.
if len(s.cfg.Middleware.CORSAllowedOrigins) > 0 {
	s.echo.Use(corsMiddleware(s.cfg.Middleware))
}
s.echo.Use(s.bodyLimits())
if s.cfg.Middleware.RateLimitRequests > 0 {
	s.echo.Use(s.rateLimit(s.rateLimiter()))
}
