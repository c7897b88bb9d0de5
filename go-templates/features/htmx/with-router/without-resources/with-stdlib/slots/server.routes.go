notesPages := web.NotesPages{Store: s.deps.Notes, Logger: s.deps.Logger}
s.handle("GET /notes", notesPages.List)
s.handle("POST /notes", notesPages.Create)
