package server

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func (s *Server) fileFailed(c *gin.Context, err error) {
	status, message := fileError(err)
	if status == http.StatusBadGateway {
		s.deps.Logger.Error("files request failed", "error", err)
	}
	s.writeJSON(c, status, gin.H{"error": message})
}

// uploadFile stores the request body under the key, with the request's Content-Type.
func (s *Server) uploadFile(c *gin.Context) {
	info, err := s.deps.Files.Put(c.Request.Context(), c.Param("key"), c.Request.Body, c.GetHeader("Content-Type"))
	if err != nil {
		s.fileFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusCreated, info)
}

// downloadFile streams the file under the key with its Content-Type.
func (s *Server) downloadFile(c *gin.Context) {
	file, err := s.deps.Files.Get(c.Request.Context(), c.Param("key"))
	if err != nil {
		s.fileFailed(c, err)
		return
	}
	defer func() { _ = file.Body.Close() }()
	c.DataFromReader(http.StatusOK, file.Size, file.ContentType, file.Body, map[string]string{"ETag": file.ETag})
}

func (s *Server) deleteFile(c *gin.Context) {
	if err := s.deps.Files.Delete(c.Request.Context(), c.Param("key")); err != nil {
		s.fileFailed(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}
