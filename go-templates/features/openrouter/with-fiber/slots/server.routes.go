s.app.Post("/api/v1/openrouter/chat", s.chat(s.deps.OpenRouter))
