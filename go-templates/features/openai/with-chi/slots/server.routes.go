s.router.Post("/api/v1/openai/chat", s.chat(s.deps.OpenAI))
