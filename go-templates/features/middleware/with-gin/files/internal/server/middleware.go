package server

import (
	"errors"
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/gin-contrib/cors"
	"github.com/gin-gonic/gin"

	"{{@module}}/internal/config"
	"{{@module}}/internal/logging"
	"{{@module}}/internal/ratelimit"
)

// requestID keeps a well-formed X-Request-ID from the client or generates one, echoes it in the
// response and puts it in the request's context, so every line logged with that context
// (c.Request.Context()) carries it.
func requestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := requestIDFrom(c.GetHeader(RequestIDHeader))
		c.Header(RequestIDHeader, id)
		c.Request = c.Request.WithContext(logging.WithRequestID(c.Request.Context(), id))
		c.Next()
	}
}

// requestLogger logs one line per request (with its request ID, from the context): info, warn for
// 4xx, error for 5xx.
func requestLogger(logger *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()

		status := c.Writer.Status()
		level := slog.LevelInfo
		switch {
		case status >= http.StatusInternalServerError:
			level = slog.LevelError
		case status >= http.StatusBadRequest:
			level = slog.LevelWarn
		}
		logger.LogAttrs(c.Request.Context(), level, "request",
			slog.String("method", c.Request.Method),
			slog.String("path", c.Request.URL.Path),
			slog.Int("status", status),
			slog.Duration("latency", time.Since(start)),
			slog.Int("bytes", c.Writer.Size()),
			slog.String("client_ip", c.ClientIP()),
		)
	}
}

// recovery turns a panic in a handler into a 500 response and logs it with its stack trace.
func recovery(logger *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			rec := recover()
			if rec == nil {
				return
			}
			if err, ok := rec.(error); ok && errors.Is(err, http.ErrAbortHandler) {
				panic(rec) // the client went away; let net/http handle it silently
			}
			logger.LogAttrs(c.Request.Context(), slog.LevelError, "panic recovered",
				slog.Any("panic", rec),
				slog.String("stack", string(debug.Stack())),
			)
			c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": "internal server error"})
		}()
		c.Next()
	}
}

// securityHeaders sets the headers that keep browsers from sniffing, framing or leaking responses.
func securityHeaders() gin.HandlerFunc {
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if c.Request.TLS != nil {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		c.Next()
	}
}

// corsMiddleware answers preflight requests and sets the CORS headers for the allowed origins.
func corsMiddleware(cfg config.MiddlewareConfig) gin.HandlerFunc {
	return cors.New(cors.Config{
		AllowOrigins:  cfg.CORSAllowedOrigins,
		AllowMethods:  []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions},
		AllowHeaders:  []string{"Origin", "Content-Type", "Accept", "Authorization", RequestIDHeader},
		ExposeHeaders: []string{RequestIDHeader},
		MaxAge:        12 * time.Hour,
	})
}

// bodyLimits refuses, before any handler or auth middleware reads it, a body larger than its route
// accepts (413) or one that is not JSON on a JSON route (415), and caps what can be read of a body
// sent without a length: reading past the limit fails with *http.MaxBytesError, which handlers
// answer with 413.
func (s *Server) bodyLimits() gin.HandlerFunc {
	return func(c *gin.Context) {
		rule := bodyRuleFor(s.cfg, c.Request.URL.Path)
		if status, message := checkBody(rule, c.GetHeader("Content-Type"), c.Request.ContentLength); status != 0 {
			c.AbortWithStatusJSON(status, gin.H{"error": message})
			return
		}
		c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, rule.limit)
		c.Next()
	}
}

// rateLimit answers 429 (with Retry-After) to a client IP past its allowance; /health is never
// limited.
func (s *Server) rateLimit(limiter ratelimit.Limiter) gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.Request.URL.Path == "/health" {
			c.Next()
			return
		}
		ok, wait, err := limiter.Allow(c.Request.Context(), c.ClientIP())
		if err != nil {
			s.deps.Logger.WarnContext(c.Request.Context(), "rate limiter unavailable: request allowed", "error", err)
		}
		if !ok {
			c.Header("Retry-After", ratelimit.RetryAfter(wait))
			c.AbortWithStatusJSON(http.StatusTooManyRequests, gin.H{"error": "too many requests"})
			return
		}
		c.Next()
	}
}
