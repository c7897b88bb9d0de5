package logging

import (
	"context"
	"log/slog"
)

type requestIDKey struct{}

// WithRequestID returns a copy of ctx carrying the ID of the request it serves. Every record logged
// with that context (logger.InfoContext(ctx, ...), ErrorContext, ...) carries it as request_id, so
// the lines of one request can be found together.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// contextHandler adds to each record what the context of the log call knows about the request being
// served: its ID, and the trace it belongs to when the service is traced.
type contextHandler struct {
	slog.Handler
}

// withContext wraps h so that records logged with a request's context carry its request ID.
func withContext(h slog.Handler) slog.Handler {
	return contextHandler{Handler: h}
}

func (h contextHandler) Handle(ctx context.Context, r slog.Record) error {
	if id, ok := ctx.Value(requestIDKey{}).(string); ok && id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	{{@slot:logging.context}}
	return h.Handler.Handle(ctx, r)
}

func (h contextHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return contextHandler{Handler: h.Handler.WithAttrs(attrs)}
}

func (h contextHandler) WithGroup(name string) slog.Handler {
	return contextHandler{Handler: h.Handler.WithGroup(name)}
}
