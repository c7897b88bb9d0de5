package server

import (
	"log/slog"
	"net/http"

	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"

	"{{@module}}/internal/config"
	"{{@module}}/internal/logging"
	"{{@module}}/internal/ratelimit"
)

// requestID keeps a well-formed X-Request-ID from the client or generates one, echoes it in the
// response and puts it in the request's context, so every line logged with that context
// (c.Request().Context()) carries it. (Echo's RequestID middleware keeps any ID a client sends.)
func requestID() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			req := c.Request()
			id := requestIDFrom(req.Header.Get(RequestIDHeader))
			c.Response().Header().Set(RequestIDHeader, id)
			c.SetRequest(req.WithContext(logging.WithRequestID(req.Context(), id)))
			return next(c)
		}
	}
}

// requestLogger logs one line per request (with its request ID, from the context): info, warn for
// 4xx, error for 5xx. Errors returned by handlers, panics included, go through Echo's error handler
// first, so the logged status is final.
func requestLogger(logger *slog.Logger) echo.MiddlewareFunc {
	return middleware.RequestLoggerWithConfig(middleware.RequestLoggerConfig{
		HandleError:     true,
		LogMethod:       true,
		LogURIPath:      true,
		LogStatus:       true,
		LogLatency:      true,
		LogResponseSize: true,
		LogRemoteIP:     true,
		LogValuesFunc: func(c *echo.Context, v middleware.RequestLoggerValues) error {
			level := slog.LevelInfo
			switch {
			case v.Status >= http.StatusInternalServerError:
				level = slog.LevelError
			case v.Status >= http.StatusBadRequest:
				level = slog.LevelWarn
			}
			attrs := []slog.Attr{
				slog.String("method", v.Method),
				slog.String("path", v.URIPath),
				slog.Int("status", v.Status),
				slog.Duration("latency", v.Latency),
				slog.Int64("bytes", v.ResponseSize),
				slog.String("client_ip", v.RemoteIP),
			}
			if v.Error != nil {
				attrs = append(attrs, slog.String("error", v.Error.Error()))
			}
			logger.LogAttrs(c.Request().Context(), level, "request", attrs...)
			return nil
		},
	})
}

// recovery turns a panic in a handler into an error (with the stack trace) for Echo's error
// handler: the client gets a 500 and the request log records the panic.
func recovery() echo.MiddlewareFunc {
	return middleware.Recover()
}

// securityHeaders sets the headers that keep browsers from sniffing, framing or leaking responses,
// and HSTS over TLS.
func securityHeaders() echo.MiddlewareFunc {
	return middleware.SecureWithConfig(middleware.SecureConfig{
		ContentTypeNosniff: "nosniff",
		XFrameOptions:      "DENY",
		ReferrerPolicy:     "no-referrer",
		HSTSMaxAge:         63072000,
	})
}

// corsMiddleware answers preflight requests and sets the CORS headers for the allowed origins.
func corsMiddleware(cfg config.MiddlewareConfig) echo.MiddlewareFunc {
	return middleware.CORSWithConfig(middleware.CORSConfig{
		AllowOrigins:  cfg.CORSAllowedOrigins,
		AllowMethods:  []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions},
		AllowHeaders:  []string{"Origin", "Content-Type", "Accept", "Authorization", RequestIDHeader},
		ExposeHeaders: []string{RequestIDHeader},
		MaxAge:        12 * 60 * 60,
	})
}

// bodyLimits refuses, before any handler or auth middleware reads it, a body larger than its route
// accepts (413) or one that is not JSON on a JSON route (415), and caps what can be read of a body
// sent without a length: reading past the limit fails with *http.MaxBytesError, which handlers
// answer with 413.
func (s *Server) bodyLimits() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			req := c.Request()
			rule := bodyRuleFor(s.cfg, req.URL.Path)
			if status, message := checkBody(rule, req.Header.Get(echo.HeaderContentType), req.ContentLength); status != 0 {
				return c.JSON(status, map[string]string{"error": message})
			}
			req.Body = http.MaxBytesReader(c.Response(), req.Body, rule.limit)
			return next(c)
		}
	}
}

// rateLimit answers 429 (with Retry-After) to a client IP past its allowance; /health is never
// limited.
func (s *Server) rateLimit(limiter ratelimit.Limiter) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			req := c.Request()
			if req.URL.Path == "/health" {
				return next(c)
			}
			ok, wait, err := limiter.Allow(req.Context(), c.RealIP())
			if err != nil {
				s.deps.Logger.WarnContext(req.Context(), "rate limiter unavailable: request allowed", "error", err)
			}
			if !ok {
				c.Response().Header().Set("Retry-After", ratelimit.RetryAfter(wait))
				return c.JSON(http.StatusTooManyRequests, map[string]string{"error": "too many requests"})
			}
			return next(c)
		}
	}
}
