package server

import (
	"strings"

	"{{@module}}/internal/config"
)

// bodyRuleFor is the rule of the bodies of requests to path: at most MAX_BODY_BYTES, and JSON under
// /api/.
func bodyRuleFor(cfg config.Config, path string) bodyRule {
	return bodyRule{limit: cfg.Middleware.MaxBodyBytes, json: strings.HasPrefix(path, "/api/")}
}
