package server

import (
	"errors"
	"log/slog"
	"net"
	"net/http"
	"runtime/debug"

	"github.com/felixge/httpsnoop"
	"github.com/rs/cors"

	"{{@module}}/internal/config"
	"{{@module}}/internal/logging"
	"{{@module}}/internal/ratelimit"
)

// standardMiddleware is the stack every request goes through, outermost first.
func (s *Server) standardMiddleware() []func(http.Handler) http.Handler {
	stack := []func(http.Handler) http.Handler{
		requestID,
		requestLogger(s.deps.Logger),
		recovery(s.deps.Logger),
		securityHeaders,
	}
	// Without allowed origins no CORS header is sent: browsers keep the API to the service's own
	// pages.
	if len(s.cfg.Middleware.CORSAllowedOrigins) > 0 {
		stack = append(stack, corsMiddleware(s.cfg.Middleware))
	}
	stack = append(stack, s.bodyLimits)
	if s.cfg.Middleware.RateLimitRequests > 0 {
		stack = append(stack, s.rateLimit(s.rateLimiter()))
	}
	return stack
}

// requestID keeps a well-formed X-Request-ID from the client or generates one, echoes it in the
// response and puts it in the request's context, so every line logged with that context carries it.
func requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := requestIDFrom(r.Header.Get(RequestIDHeader))
		w.Header().Set(RequestIDHeader, id)
		next.ServeHTTP(w, r.WithContext(logging.WithRequestID(r.Context(), id)))
	})
}

// requestLogger logs one line per request (with its request ID, from the context): info, warn for
// 4xx, error for 5xx.
func requestLogger(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// httpsnoop records the status and size while keeping what w can do (Flush, Hijack).
			m := httpsnoop.CaptureMetrics(next, w, r)
			level := slog.LevelInfo
			switch {
			case m.Code >= http.StatusInternalServerError:
				level = slog.LevelError
			case m.Code >= http.StatusBadRequest:
				level = slog.LevelWarn
			}
			logger.LogAttrs(r.Context(), level, "request",
				slog.String("method", r.Method),
				slog.String("path", r.URL.Path),
				slog.Int("status", m.Code),
				slog.Duration("latency", m.Duration),
				slog.Int64("bytes", m.Written),
				slog.String("client_ip", clientIP(r)),
			)
		})
	}
}

// recovery turns a panic in a handler into a 500 response and logs it with its stack trace.
func recovery(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			defer func() {
				rec := recover()
				if rec == nil {
					return
				}
				if err, ok := rec.(error); ok && errors.Is(err, http.ErrAbortHandler) {
					panic(rec) // the client went away; let net/http handle it silently
				}
				logger.LogAttrs(r.Context(), slog.LevelError, "panic recovered",
					slog.Any("panic", rec),
					slog.String("stack", string(debug.Stack())),
				)
				writeError(w, http.StatusInternalServerError, "internal server error")
			}()
			next.ServeHTTP(w, r)
		})
	}
}

// securityHeaders sets the headers that keep browsers from sniffing, framing or leaking responses.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if r.TLS != nil {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// corsMiddleware answers preflight requests and sets the CORS headers for the allowed origins.
func corsMiddleware(cfg config.MiddlewareConfig) func(http.Handler) http.Handler {
	return cors.New(cors.Options{
		AllowedOrigins: cfg.CORSAllowedOrigins,
		AllowedMethods: []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions},
		AllowedHeaders: []string{"Origin", "Content-Type", "Accept", "Authorization", RequestIDHeader},
		ExposedHeaders: []string{RequestIDHeader},
		MaxAge:         12 * 60 * 60,
	}).Handler
}

// bodyLimits refuses, before any handler or auth middleware reads it, a body larger than its route
// accepts (413) or one that is not JSON on a JSON route (415), and caps what can be read of a body
// sent without a length: reading past the limit fails with *http.MaxBytesError, which handlers
// answer with 413.
func (s *Server) bodyLimits(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rule := bodyRuleFor(s.cfg, r.URL.Path)
		if status, message := checkBody(rule, r.Header.Get("Content-Type"), r.ContentLength); status != 0 {
			writeError(w, status, message)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, rule.limit)
		next.ServeHTTP(w, r)
	})
}

// rateLimit answers 429 (with Retry-After) to a client IP past its allowance; /health is never
// limited.
func (s *Server) rateLimit(limiter ratelimit.Limiter) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/health" {
				ok, wait, err := limiter.Allow(r.Context(), clientIP(r))
				if err != nil {
					s.deps.Logger.WarnContext(r.Context(), "rate limiter unavailable: request allowed", "error", err)
				}
				if !ok {
					w.Header().Set("Retry-After", ratelimit.RetryAfter(wait))
					writeError(w, http.StatusTooManyRequests, "too many requests")
					return
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}

// clientIP is the address the request came from. It is the connection's: behind a proxy, read the
// proxy's header (X-Forwarded-For) here, for the proxies you trust only.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
