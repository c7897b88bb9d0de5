package server

import "{{@module}}/internal/ratelimit"

// rateLimiter counts the requests of each client in Redis, so that every instance of the service
// shares a client's allowance. A server built without a Redis client (the handler tests, when
// REDIS_URL is not set) counts in its own memory.
func (s *Server) rateLimiter() ratelimit.Limiter {
	mw := s.cfg.Middleware
	if s.deps.Redis == nil {
		return ratelimit.NewMemory(mw.RateLimitRequests, mw.RateLimitWindow)
	}
	return ratelimit.NewRedis(s.deps.Redis, s.cfg.Redis.KeyPrefix+"ratelimit:", mw.RateLimitRequests, mw.RateLimitWindow)
}
