s.echo.POST("/api/v1/claude/chat", s.chat(s.deps.Claude), s.chatAccess())
