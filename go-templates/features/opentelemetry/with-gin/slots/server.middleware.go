// otelgin: a server span per request named after its route pattern, and the HTTP server metrics.
s.engine.Use(otelgin.Middleware(s.cfg.Telemetry.ServiceName))
