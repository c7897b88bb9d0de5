s.engine.GET("/ws", gin.WrapF(s.websocketEcho))
