// The span of the request (the server span, or one a handler started): its IDs find the trace.
if span := trace.SpanContextFromContext(ctx); span.IsValid() {
	r.AddAttrs(slog.String("trace_id", span.TraceID().String()), slog.String("span_id", span.SpanID().String()))
}
