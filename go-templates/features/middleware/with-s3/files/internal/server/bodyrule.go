package server

import (
	"strings"

	"{{@module}}/internal/config"
)

// uploadPrefix is where files are uploaded (PUT /api/v1/files/{key}): bodies of any type.
const uploadPrefix = "/api/v1/files/"

// bodyRuleFor is the rule of the bodies of requests to path: an uploaded file of any type up to
// S3_MAX_UPLOAD_BYTES; otherwise at most MAX_BODY_BYTES, and JSON under /api/.
func bodyRuleFor(cfg config.Config, path string) bodyRule {
	if strings.HasPrefix(path, uploadPrefix) {
		return bodyRule{limit: cfg.S3.MaxUploadBytes}
	}
	return bodyRule{limit: cfg.Middleware.MaxBodyBytes, json: strings.HasPrefix(path, "/api/")}
}
