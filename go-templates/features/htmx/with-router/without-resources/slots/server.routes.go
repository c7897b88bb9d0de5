s.notesPageRoutes()
