s.router.With(s.chatAccess).Post("/api/v1/openai/chat", s.chat(s.deps.OpenAI))
