s.echo.PUT("/api/v1/files/:key", s.uploadFile)
s.echo.GET("/api/v1/files/:key", s.downloadFile)
s.echo.DELETE("/api/v1/files/:key", s.deleteFile)
