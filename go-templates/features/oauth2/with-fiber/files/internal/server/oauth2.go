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
		status, body := oauthError(err)
		return c.Status(status).JSON(body)
	}
	setCookie(c, cookie)
	return c.Redirect().Status(fiber.StatusFound).To(target)
}

// oauthCallback answers GET /api/v1/auth/oauth2/callback, where the provider sends the browser back.
func (s *Server) oauthCallback(c fiber.Ctx) error {
	value := c.Cookies(oauth.CookieName)
	setCookie(c, oauth.ClearCookie(c.Secure()))
	user, err := s.deps.OAuth.Complete(c.Context(), oauth.Callback{
		State: c.Query("state"), Code: c.Query("code"), Error: c.Query("error"), Cookie: value,
	})
	var answer map[string]any
	if err == nil {
		answer, err = s.oauthAnswer(user)
	}
	if err != nil {
		s.deps.Logger.Warn("OAuth2 sign-in failed", "error", err)
		status, body := oauthError(err)
		return c.Status(status).JSON(body)
	}
	return c.JSON(answer)
}
