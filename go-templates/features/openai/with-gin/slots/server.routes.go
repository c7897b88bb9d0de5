s.engine.POST("/api/v1/openai/chat", s.chatAccess(), s.chat(s.deps.OpenAI))
