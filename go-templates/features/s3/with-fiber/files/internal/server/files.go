package server

import (
	"bytes"
	"net/http"

	"github.com/gofiber/fiber/v3"
)

func (s *Server) fileFailed(c fiber.Ctx, err error) error {
	status, message := fileError(err)
	if status == http.StatusBadGateway {
		s.deps.Logger.Error("files request failed", "error", err)
	}
	return c.Status(status).JSON(fiber.Map{"error": message})
}

// uploadFile stores the request body under the key, with the request's Content-Type. Fiber refuses
// bodies over its BodyLimit (4 MiB by default) with 413 before this handler runs.
func (s *Server) uploadFile(c fiber.Ctx) error {
	info, err := s.deps.Files.Put(c.Context(), c.Params("key"), bytes.NewReader(c.Body()), c.Get(fiber.HeaderContentType))
	if err != nil {
		return s.fileFailed(c, err)
	}
	return c.Status(fiber.StatusCreated).JSON(info)
}

// downloadFile streams the file under the key with its Content-Type; fasthttp closes the body once
// it is sent.
func (s *Server) downloadFile(c fiber.Ctx) error {
	file, err := s.deps.Files.Get(c.Context(), c.Params("key"))
	if err != nil {
		return s.fileFailed(c, err)
	}
	c.Set(fiber.HeaderContentType, file.ContentType)
	c.Set(fiber.HeaderETag, file.ETag)
	return c.SendStream(file.Body, int(file.Size))
}

func (s *Server) deleteFile(c fiber.Ctx) error {
	if err := s.deps.Files.Delete(c.Context(), c.Params("key")); err != nil {
		return s.fileFailed(c, err)
	}
	return c.SendStatus(fiber.StatusNoContent)
}
