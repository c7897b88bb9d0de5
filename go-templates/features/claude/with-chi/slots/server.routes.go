s.router.With(s.chatAccess).Post("/api/v1/claude/chat", s.chat(s.deps.Claude))
