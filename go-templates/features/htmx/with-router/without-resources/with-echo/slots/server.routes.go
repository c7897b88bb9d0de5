notesPages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
s.echo.GET("/notes", echo.WrapHandler(http.HandlerFunc(notesPages.List)))
s.echo.POST("/notes", echo.WrapHandler(http.HandlerFunc(notesPages.Create)))
