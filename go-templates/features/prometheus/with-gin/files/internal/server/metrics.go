package server

import (
	"github.com/gin-gonic/gin"

	"{{@module}}/internal/metrics"
)

// metricsMiddleware records every request under its route pattern.
func metricsMiddleware(m *metrics.HTTP) gin.HandlerFunc {
	return func(c *gin.Context) {
		done := m.Start(c.Request.Method)
		c.Next()
		done(c.FullPath(), c.Writer.Status())
	}
}
