package server

import "{{@module}}/internal/config"

// largestBody is the largest body any route accepts, an upload's or a JSON request's: Fiber's
// BodyLimit.
func largestBody(cfg config.Config) int64 {
	return max(cfg.Middleware.MaxBodyBytes, cfg.S3.MaxUploadBytes)
}
