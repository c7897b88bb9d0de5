package server

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"{{@module}}/internal/oauth"
)

// oauthLogin answers GET /api/v1/auth/oauth2/login with a redirect to the provider.
func (s *Server) oauthLogin(c *echo.Context) error {
	target, cookie, err := s.deps.OAuth.Begin(c.Request().TLS != nil)
	if err != nil {
		return c.JSON(oauthError(err))
	}
	c.SetCookie(cookie)
	return c.Redirect(http.StatusFound, target)
}

// oauthCallback answers GET /api/v1/auth/oauth2/callback, where the provider sends the browser back.
func (s *Server) oauthCallback(c *echo.Context) error {
	value := ""
	if cookie, err := c.Cookie(oauth.CookieName); err == nil {
		value = cookie.Value
	}
	c.SetCookie(oauth.ClearCookie(c.Request().TLS != nil))
	user, err := s.deps.OAuth.Complete(c.Request().Context(), oauth.Callback{
		State: c.QueryParam("state"), Code: c.QueryParam("code"), Error: c.QueryParam("error"), Cookie: value,
	})
	var answer map[string]any
	if err == nil {
		answer, err = s.oauthAnswer(user)
	}
	if err != nil {
		s.deps.Logger.Warn("OAuth2 sign-in failed", "error", err)
		return c.JSON(oauthError(err))
	}
	return c.JSON(http.StatusOK, answer)
}
