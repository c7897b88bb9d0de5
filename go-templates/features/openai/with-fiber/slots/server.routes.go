s.app.Post("/api/v1/openai/chat", s.chatAccess(), s.chat(s.deps.OpenAI))
