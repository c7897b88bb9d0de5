package server

import (
	"net/http"
	"net/url"
	"testing"
)

func TestOAuth2SignInGivesAToken(t *testing.T) {
	s := oauthServer(t, fakeProvider(t))
	location, cookie := beginSignIn(t, s)
	res, body := callback(t, s, cookie, url.Values{"code": {"the-code"}, "state": {location.Query().Get("state")}})
	signed, _ := body["token"].(string)
	if res.StatusCode != http.StatusOK || signed == "" || body["token_type"] != "Bearer" || body["expires_in"] == nil {
		t.Fatalf("callback: %d %v, want a bearer token", res.StatusCode, body)
	}
	res, me := getWithAuthorization(t, s, "/api/v1/me", "Bearer "+signed)
	if res.StatusCode != http.StatusOK || me["subject"] != "oauth2:42" {
		t.Fatalf("/api/v1/me with the callback's token: %d %v, want 200 with subject oauth2:42", res.StatusCode, me)
	}
}
