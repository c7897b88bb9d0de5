s.echo.GET("/ws", s.websocketEcho)
