notesPages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
s.engine.GET("/notes", gin.WrapF(notesPages.List))
s.engine.POST("/notes", gin.WrapF(notesPages.Create))
