s.app.Use(tracing())
