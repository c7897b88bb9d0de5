s.router.With(s.chatAccess).Post("/api/v1/openrouter/chat", s.chat(s.deps.OpenRouter))
