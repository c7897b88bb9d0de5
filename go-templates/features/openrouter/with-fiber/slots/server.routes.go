s.app.Post("/api/v1/openrouter/chat", s.chatAccess(), s.chat(s.deps.OpenRouter))
