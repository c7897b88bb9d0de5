package server

import "{{@module}}/internal/config"

// largestBody is the largest body any route accepts: Fiber's BodyLimit.
func largestBody(cfg config.Config) int64 {
	return cfg.Middleware.MaxBodyBytes
}
