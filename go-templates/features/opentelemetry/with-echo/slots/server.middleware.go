s.echo.Use(tracing())
