s.router.Put("/api/v1/files/{key}", s.uploadFile)
s.router.Get("/api/v1/files/{key}", s.downloadFile)
s.router.Delete("/api/v1/files/{key}", s.deleteFile)
