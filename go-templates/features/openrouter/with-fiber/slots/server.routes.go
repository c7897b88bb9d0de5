s.app.Post("/api/v1/openrouter/chat", s.openRouterChat)
