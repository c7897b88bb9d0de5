notesPages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
s.router.Get("/notes", notesPages.List)
s.router.Post("/notes", notesPages.Create)
