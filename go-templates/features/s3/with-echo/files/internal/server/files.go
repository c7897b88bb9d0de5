package server

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v5"
)

func (s *Server) fileFailed(c *echo.Context, err error) error {
	status, message := fileError(err)
	if status == http.StatusBadGateway {
		s.deps.Logger.Error("files request failed", "error", err)
	}
	return c.JSON(status, map[string]string{"error": message})
}

// uploadFile stores the request body under the key, with the request's Content-Type.
func (s *Server) uploadFile(c *echo.Context) error {
	req := c.Request()
	info, err := s.deps.Files.Put(req.Context(), c.Param("key"), req.Body, req.Header.Get(echo.HeaderContentType))
	if err != nil {
		return s.fileFailed(c, err)
	}
	return c.JSON(http.StatusCreated, info)
}

// downloadFile streams the file under the key with its Content-Type.
func (s *Server) downloadFile(c *echo.Context) error {
	file, err := s.deps.Files.Get(c.Request().Context(), c.Param("key"))
	if err != nil {
		return s.fileFailed(c, err)
	}
	defer func() { _ = file.Body.Close() }()
	c.Response().Header().Set(echo.HeaderContentLength, strconv.FormatInt(file.Size, 10))
	c.Response().Header().Set("ETag", file.ETag)
	return c.Stream(http.StatusOK, file.ContentType, file.Body)
}

func (s *Server) deleteFile(c *echo.Context) error {
	if err := s.deps.Files.Delete(c.Request().Context(), c.Param("key")); err != nil {
		return s.fileFailed(c, err)
	}
	return c.NoContent(http.StatusNoContent)
}
