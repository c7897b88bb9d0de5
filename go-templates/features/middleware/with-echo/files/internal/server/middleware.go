package server

import (
	"crypto/rand"
	"log/slog"
	"net/http"

	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"

	"{{@module}}/internal/config"
)

// requestID keeps the client's X-Request-ID or generates one, and echoes it in the response.
func requestID() echo.MiddlewareFunc {
	return middleware.RequestIDWithConfig(middleware.RequestIDConfig{TargetHeader: RequestIDHeader, Generator: rand.Text})
}

// requestLogger logs one line per request: info, warn for 4xx, error for 5xx. Errors returned by
// handlers, panics included, go through Echo's error handler first, so the logged status is final.
func requestLogger(logger *slog.Logger) echo.MiddlewareFunc {
	return middleware.RequestLoggerWithConfig(middleware.RequestLoggerConfig{
		HandleError:     true,
		LogMethod:       true,
		LogURIPath:      true,
		LogStatus:       true,
		LogLatency:      true,
		LogResponseSize: true,
		LogRemoteIP:     true,
		LogRequestID:    true,
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
				slog.String("request_id", v.RequestID),
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

// rateLimit answers 429 (with Retry-After) to a client IP past its allowance; /health is never
// limited.
func rateLimit(cfg config.MiddlewareConfig) echo.MiddlewareFunc {
	store := middleware.NewRateLimiterMemoryStoreWithConfig(middleware.RateLimiterMemoryStoreConfig{
		Rate:      float64(cfg.RateLimitRequests) / cfg.RateLimitWindow.Seconds(),
		Burst:     cfg.RateLimitRequests,
		ExpiresIn: cfg.RateLimitWindow,
	})
	return middleware.RateLimiterWithConfig(middleware.RateLimiterConfig{
		Skipper: func(c *echo.Context) bool { return c.Request().URL.Path == "/health" },
		Store:   store,
	})
}
