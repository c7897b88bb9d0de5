{Path: "/notes", Title: "Notes"},
