package server

import "{{@module}}/internal/oauth"

// oauthError is the status and body of a failed OAuth2 request (the provider's details are logged,
// not shown).
func oauthError(err error) (int, map[string]string) {
	return oauth.Status(err), map[string]string{"error": oauth.Message(err)}
}

// oauthAnswer is the body of a successful OAuth2 callback.
func (s *Server) oauthAnswer(user map[string]any) (map[string]any, error) {
	answer := map[string]any{"user": user}
	{{@slot:oauth2.callback}}
	return answer, nil
}
