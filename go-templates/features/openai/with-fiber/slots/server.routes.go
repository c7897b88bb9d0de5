s.app.Post("/api/v1/openai/chat", s.openAIChat)
