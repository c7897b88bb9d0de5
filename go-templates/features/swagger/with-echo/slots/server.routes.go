swaggerUI := echo.WrapHandler(docs.Handler())
s.echo.GET("/swagger", swaggerUI)
s.echo.GET("/swagger/*", swaggerUI)
