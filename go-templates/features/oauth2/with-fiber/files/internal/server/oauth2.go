package server

import (
	"net/http"

	"github.com/gofiber/fiber/v3"

	"{{@module}}/internal/oauth"
)

// setCookie writes a net/http cookie through Fiber.
func setCookie(c fiber.Ctx, cookie *http.Cookie) {
	c.Cookie(&fiber.Cookie{
		Name:     cookie.Name,
		Value:    cookie.Value,
		Path:     cookie.Path,
		MaxAge:   cookie.MaxAge,
		HTTPOnly: cookie.HttpOnly,
		Secure:   cookie.Secure,
		SameSite: fiber.CookieSameSiteLaxMode,
	})
}

// oauthLogin answers GET /api/v1/auth/oauth2/login with a redirect to the provider.
func (s *Server) oauthLogin(c fiber.Ctx) error {
	target, cookie, err := s.deps.OAuth.Begin(c.Secure())
	if err != nil {
		return c.Status(oauth.Status(err)).JSON(fiber.Map{"error": oauth.Message(err)})
	}
	setCookie(c, cookie)
	return c.Redirect().Status(fiber.StatusFound).To(target)
}

// oauthCallback answers GET /api/v1/auth/oauth2/callback, where the provider sends the browser back.
func (s *Server) oauthCallback(c fiber.Ctx) error {
	value := c.Cookies(oauth.CookieName)
	setCookie(c, oauth.ClearCookie(c.Secure()))
	user, err := s.deps.OAuth.Complete(c.Context(), c.Query("state"), c.Query("code"), value)
	if err != nil {
		s.deps.Logger.Warn("OAuth2 sign-in failed", "error", err)
		return c.Status(oauth.Status(err)).JSON(fiber.Map{"error": oauth.Message(err)})
	}
	return c.JSON(fiber.Map{"user": user})
}
