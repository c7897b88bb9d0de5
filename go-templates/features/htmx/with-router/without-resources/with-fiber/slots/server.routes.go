notesPages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
s.app.Get("/notes", adaptor.HTTPHandlerFunc(notesPages.List))
s.app.Post("/notes", adaptor.HTTPHandlerFunc(notesPages.Create))
