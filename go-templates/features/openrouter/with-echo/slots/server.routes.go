s.echo.POST("/api/v1/openrouter/chat", s.chat(s.deps.OpenRouter), s.chatAccess())
