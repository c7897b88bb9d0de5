s.handle("POST /api/v1/openai/chat", s.chat(s.deps.OpenAI), s.chatAccess)
