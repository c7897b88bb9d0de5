package server

import (
	"crypto/rand"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/gin-contrib/cors"
	"github.com/gin-gonic/gin"

	"{{@module}}/internal/config"
	"{{@module}}/internal/ratelimit"
)

// requestIDKey is the gin.Context key holding the request ID.
const requestIDKey = "request_id"

// requestID stores the request ID in the context and echoes it in the response.
func requestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader(RequestIDHeader)
		if !validRequestID(id) {
			id = rand.Text()
		}
		c.Set(requestIDKey, id)
		c.Header(RequestIDHeader, id)
		c.Next()
	}
}

// requestLogger logs one line per request: info, warn for 4xx, error for 5xx.
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
			slog.String("request_id", c.GetString(requestIDKey)),
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
				slog.String("request_id", c.GetString(requestIDKey)),
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

// rateLimit answers 429 to a client IP past its allowance; /health is never limited.
func rateLimit(cfg config.MiddlewareConfig) gin.HandlerFunc {
	limiter := ratelimit.New(cfg.RateLimitRequests, cfg.RateLimitWindow)
	return func(c *gin.Context) {
		if c.Request.URL.Path == "/health" {
			c.Next()
			return
		}
		if ok, wait := limiter.Allow(c.ClientIP()); !ok {
			c.Header("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
			c.AbortWithStatusJSON(http.StatusTooManyRequests, gin.H{"error": "too many requests"})
			return
		}
		c.Next()
	}
}
