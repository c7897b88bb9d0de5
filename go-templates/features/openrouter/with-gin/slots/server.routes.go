s.engine.POST("/api/v1/openrouter/chat", s.openRouterChat)
