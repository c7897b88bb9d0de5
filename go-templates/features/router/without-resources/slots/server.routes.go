s.noteRoutes()
