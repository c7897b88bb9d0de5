s.app.Post("/api/v1/claude/chat", s.chatAccess(), s.chat(s.deps.Claude))
