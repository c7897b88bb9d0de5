package server

import (
	"log/slog"
	"runtime/debug"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/cors"
	"github.com/gofiber/fiber/v3/middleware/helmet"
	fiberrecover "github.com/gofiber/fiber/v3/middleware/recover"

	"{{@module}}/internal/config"
	"{{@module}}/internal/logging"
	"{{@module}}/internal/ratelimit"
)

// requestID keeps a well-formed X-Request-ID from the client or generates one, echoes it in the
// response and puts it in the request's context, so every line logged with that context
// (c.Context()) carries it. (Fiber's requestid middleware keeps any printable ID a client sends.)
func requestID() fiber.Handler {
	return func(c fiber.Ctx) error {
		// Fiber's strings point into buffers the next request reuses; the context may outlive this one.
		id := requestIDFrom(strings.Clone(c.Get(RequestIDHeader)))
		c.Set(RequestIDHeader, id)
		c.SetContext(logging.WithRequestID(c.Context(), id))
		return c.Next()
	}
}

// requestLogger logs one line per request (with its request ID, from the context): info, warn for
// 4xx, error for 5xx. An error from the chain is handed to the error handler first, so the logged
// status is the one the client gets.
func requestLogger(logger *slog.Logger) fiber.Handler {
	return func(c fiber.Ctx) error {
		start := time.Now()
		if err := c.Next(); err != nil {
			if herr := c.App().ErrorHandler(c, err); herr != nil {
				_ = c.SendStatus(fiber.StatusInternalServerError)
			}
		}

		status := c.Response().StatusCode()
		level := slog.LevelInfo
		switch {
		case status >= fiber.StatusInternalServerError:
			level = slog.LevelError
		case status >= fiber.StatusBadRequest:
			level = slog.LevelWarn
		}
		logger.LogAttrs(c.Context(), level, "request",
			slog.String("method", c.Method()),
			slog.String("path", c.Path()),
			slog.Int("status", status),
			slog.Duration("latency", time.Since(start)),
			slog.Int("bytes", len(c.Response().Body())),
			slog.String("client_ip", c.IP()),
		)
		return nil
	}
}

// recovery turns a panic in a handler into a 500 response and logs it with its stack trace.
func recovery(logger *slog.Logger) fiber.Handler {
	return fiberrecover.New(fiberrecover.Config{
		EnableStackTrace: true,
		StackTraceHandler: func(c fiber.Ctx, panicked any) {
			logger.LogAttrs(c.Context(), slog.LevelError, "panic recovered",
				slog.Any("panic", panicked),
				slog.String("stack", string(debug.Stack())),
			)
		},
	})
}

// securityHeaders sets the headers that keep browsers from sniffing, framing or leaking responses,
// and HSTS over TLS.
func securityHeaders() fiber.Handler {
	return helmet.New(helmet.Config{XFrameOptions: "DENY", ReferrerPolicy: "no-referrer", HSTSMaxAge: 63072000})
}

// corsMiddleware answers preflight requests and sets the CORS headers for the allowed origins.
func corsMiddleware(cfg config.MiddlewareConfig) fiber.Handler {
	return cors.New(cors.Config{
		AllowOrigins:  cfg.CORSAllowedOrigins,
		AllowHeaders:  []string{"Origin", "Content-Type", "Accept", "Authorization", RequestIDHeader},
		ExposeHeaders: []string{RequestIDHeader},
		MaxAge:        12 * 60 * 60,
	})
}

// bodyLimits refuses, before any handler or auth middleware uses it, a body larger than its route
// accepts (413) or one that is not JSON on a JSON route (415). Fiber has read the body by now, up
// to its BodyLimit (the largest any route accepts), past which it answers 413 itself.
func (s *Server) bodyLimits() fiber.Handler {
	return func(c fiber.Ctx) error {
		rule := bodyRuleFor(s.cfg, c.Path())
		if status, message := checkBody(rule, c.Get(fiber.HeaderContentType), int64(len(c.BodyRaw()))); status != 0 {
			return c.Status(status).JSON(fiber.Map{"error": message})
		}
		return c.Next()
	}
}

// rateLimit answers 429 (with Retry-After) to a client IP past its allowance; /health is never
// limited.
func (s *Server) rateLimit(limiter ratelimit.Limiter) fiber.Handler {
	return func(c fiber.Ctx) error {
		if c.Path() == "/health" {
			return c.Next()
		}
		ok, wait, err := limiter.Allow(c.Context(), c.IP())
		if err != nil {
			s.deps.Logger.WarnContext(c.Context(), "rate limiter unavailable: request allowed", "error", err)
		}
		if !ok {
			c.Set(fiber.HeaderRetryAfter, ratelimit.RetryAfter(wait))
			return c.Status(fiber.StatusTooManyRequests).JSON(fiber.Map{"error": "too many requests"})
		}
		return c.Next()
	}
}
