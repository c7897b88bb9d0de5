s.router.Post("/api/v1/openrouter/chat", s.chat(s.deps.OpenRouter))
