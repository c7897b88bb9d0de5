package server

import (
	"bytes"
	"net/http"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/auth"
)

func (s *Server) authFailed(c fiber.Ctx, err error) error {
	status, message := authError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.Error("auth request failed", "error", err)
	}
	return c.Status(status).JSON(fiber.Map{"error": message})
}

// register answers POST /api/v1/auth/register.
func (s *Server) register(c fiber.Ctx) error {
	creds, err := auth.DecodeCredentials(bytes.NewReader(c.Body()))
	if err != nil {
		return s.authFailed(c, err)
	}
	u, err := s.deps.Auth.Register(c.Context(), creds)
	if err != nil {
		return s.authFailed(c, err)
	}
	return c.Status(fiber.StatusCreated).JSON(auth.Public(u))
}

// login answers POST /api/v1/auth/login.
func (s *Server) login(c fiber.Ctx) error {
	creds, err := auth.DecodeCredentials(bytes.NewReader(c.Body()))
	if err != nil {
		return s.authFailed(c, err)
	}
	u, err := s.deps.Auth.Login(c.Context(), creds)
	if err != nil {
		return s.authFailed(c, err)
	}
	answer, err := s.loginAnswer(u)
	if err != nil {
		return s.authFailed(c, err)
	}
	return c.JSON(answer)
}
