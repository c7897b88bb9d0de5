// The notes of /api/v1/notes live in the database, through GORM.
deps.Notes = notes.NewGormStore(deps.Gorm)
