package server

import "{{@module}}/internal/ratelimit"

// rateLimiter counts the requests of each client in this instance's memory: behind a load balancer,
// each instance allows a client RATE_LIMIT_REQUESTS of its own.
func (s *Server) rateLimiter() ratelimit.Limiter {
	return ratelimit.NewMemory(s.cfg.Middleware.RateLimitRequests, s.cfg.Middleware.RateLimitWindow)
}
