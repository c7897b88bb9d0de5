s.echo.GET("/ws", echo.WrapHandler(http.HandlerFunc(s.websocketEcho)))
