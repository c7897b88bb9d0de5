s.app.Put("/api/v1/files/:key", s.uploadFile)
s.app.Get("/api/v1/files/:key", s.downloadFile)
s.app.Delete("/api/v1/files/:key", s.deleteFile)
