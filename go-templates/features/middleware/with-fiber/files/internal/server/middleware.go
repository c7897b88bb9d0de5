package server

import (
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/cors"
	"github.com/gofiber/fiber/v3/middleware/helmet"
	"github.com/gofiber/fiber/v3/middleware/limiter"
	fiberrecover "github.com/gofiber/fiber/v3/middleware/recover"
	"github.com/gofiber/fiber/v3/middleware/requestid"

	"{{@module}}/internal/config"
)

// requestID keeps a well-formed X-Request-ID from the client or generates one, stores it for
// requestid.FromContext and echoes it in the response.
func requestID() fiber.Handler {
	return requestid.New(requestid.Config{Header: RequestIDHeader})
}

// requestLogger logs one line per request: info, warn for 4xx, error for 5xx. An error from the
// chain is handed to the error handler first, so the logged status is the one the client gets.
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
			slog.String("request_id", requestid.FromContext(c)),
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
				slog.String("request_id", requestid.FromContext(c)),
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

// rateLimit answers 429 (with Retry-After) to a client IP past its allowance over a sliding
// window; /health is never limited.
func rateLimit(cfg config.MiddlewareConfig) fiber.Handler {
	return limiter.New(limiter.Config{
		Max:               cfg.RateLimitRequests,
		Expiration:        cfg.RateLimitWindow,
		LimiterMiddleware: limiter.SlidingWindow{},
		Next:              func(c fiber.Ctx) bool { return c.Path() == "/health" },
		LimitReached: func(c fiber.Ctx) error {
			return c.Status(fiber.StatusTooManyRequests).JSON(fiber.Map{"error": "too many requests"})
		},
	})
}
