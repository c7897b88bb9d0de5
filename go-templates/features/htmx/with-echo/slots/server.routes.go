s.echo.GET("/", echo.WrapHandler(templ.Handler(web.Home())))
s.echo.GET("/static/*", echo.WrapHandler(web.Static()))
