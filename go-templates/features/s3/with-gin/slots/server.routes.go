s.engine.PUT("/api/v1/files/:key", s.uploadFile)
s.engine.GET("/api/v1/files/:key", s.downloadFile)
s.engine.DELETE("/api/v1/files/:key", s.deleteFile)
