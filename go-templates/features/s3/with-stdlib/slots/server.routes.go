s.handle("PUT /api/v1/files/{key}", s.uploadFile)
s.handle("GET /api/v1/files/{key}", s.downloadFile)
s.handle("DELETE /api/v1/files/{key}", s.deleteFile)
