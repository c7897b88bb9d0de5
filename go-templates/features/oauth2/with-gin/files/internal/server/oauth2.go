package server

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"{{@module}}/internal/oauth"
)

// oauthLogin answers GET /api/v1/auth/oauth2/login with a redirect to the provider.
func (s *Server) oauthLogin(c *gin.Context) {
	target, cookie, err := s.deps.OAuth.Begin(c.Request.TLS != nil)
	if err != nil {
		s.oauthFailed(c, err)
		return
	}
	http.SetCookie(c.Writer, cookie)
	c.Redirect(http.StatusFound, target)
}

// oauthCallback answers GET /api/v1/auth/oauth2/callback, where the provider sends the browser back.
func (s *Server) oauthCallback(c *gin.Context) {
	cookie, _ := c.Cookie(oauth.CookieName)
	http.SetCookie(c.Writer, oauth.ClearCookie(c.Request.TLS != nil))
	user, err := s.deps.OAuth.Complete(c.Request.Context(), oauth.Callback{
		State: c.Query("state"), Code: c.Query("code"), Error: c.Query("error"), Cookie: cookie,
	})
	var answer map[string]any
	if err == nil {
		answer, err = s.oauthAnswer(user)
	}
	if err != nil {
		s.deps.Logger.Warn("OAuth2 sign-in failed", "error", err)
		s.oauthFailed(c, err)
		return
	}
	s.writeJSON(c, http.StatusOK, answer)
}

func (s *Server) oauthFailed(c *gin.Context, err error) {
	status, body := oauthError(err)
	s.writeJSON(c, status, body)
}
