package server

import (
	"net/http"

	"{{@module}}/internal/oauth"
)

// oauthLogin answers GET /api/v1/auth/oauth2/login with a redirect to the provider.
func (s *Server) oauthLogin(w http.ResponseWriter, r *http.Request) {
	target, cookie, err := s.deps.OAuth.Begin(r.TLS != nil)
	if err != nil {
		s.oauthFailed(w, r, err)
		return
	}
	http.SetCookie(w, cookie)
	http.Redirect(w, r, target, http.StatusFound)
}

// oauthCallback answers GET /api/v1/auth/oauth2/callback, where the provider sends the browser back.
func (s *Server) oauthCallback(w http.ResponseWriter, r *http.Request) {
	value := ""
	if cookie, err := r.Cookie(oauth.CookieName); err == nil {
		value = cookie.Value
	}
	http.SetCookie(w, oauth.ClearCookie(r.TLS != nil))
	query := r.URL.Query()
	user, err := s.deps.OAuth.Complete(r.Context(), oauth.Callback{
		State: query.Get("state"), Code: query.Get("code"), Error: query.Get("error"), Cookie: value,
	})
	var answer map[string]any
	if err == nil {
		answer, err = s.oauthAnswer(user)
	}
	if err != nil {
		s.deps.Logger.Warn("OAuth2 sign-in failed", "error", err)
		s.oauthFailed(w, r, err)
		return
	}
	s.writeJSON(w, r, http.StatusOK, answer)
}

func (s *Server) oauthFailed(w http.ResponseWriter, r *http.Request, err error) {
	status, body := oauthError(err)
	s.writeJSON(w, r, status, body)
}
