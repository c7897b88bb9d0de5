s.engine.GET("/ws", s.websocketEcho)
