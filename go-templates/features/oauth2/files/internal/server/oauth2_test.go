package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"{{@module}}/internal/oauth"
)

// fakeProvider plays the OAuth2 provider: its token endpoint wants the PKCE verifier, its user
// endpoint the access token.
func fakeProvider(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		if r.FormValue("code") != "the-code" || r.FormValue("code_verifier") == "" {
			http.Error(w, `{"error":"invalid_grant"}`, http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"access_token":"the-token","token_type":"bearer"}`))
	})
	mux.HandleFunc("GET /user", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer the-token" {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		_, _ = w.Write([]byte(`{"login":"ada","id":42}`))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestOAuth2SignIn(t *testing.T) {
	provider := fakeProvider(t)
	s := newTestServer(t)
	s.cfg.OAuth2.ClientID = "the-client"
	s.cfg.OAuth2.ClientSecret = "the-secret"
	s.cfg.OAuth2.AuthURL = provider.URL + "/authorize"
	s.cfg.OAuth2.TokenURL = provider.URL + "/token"
	s.cfg.OAuth2.UserInfoURL = provider.URL + "/user"
	deps := s.deps
	deps.OAuth = oauth.New(s.cfg.OAuth2)
	s = New(s.cfg, deps)

	res := serve(t, s, httptest.NewRequest(http.MethodGet, "/api/v1/auth/oauth2/login", nil))
	_ = res.Body.Close()
	if res.StatusCode != http.StatusFound {
		t.Fatalf("login: %d, want 302", res.StatusCode)
	}
	location, err := url.Parse(res.Header.Get("Location"))
	if err != nil || location.Path != "/authorize" {
		t.Fatalf("login redirects to %q", res.Header.Get("Location"))
	}
	q := location.Query()
	if q.Get("client_id") != "the-client" || q.Get("state") == "" || q.Get("code_challenge_method") != "S256" {
		t.Fatalf("authorization URL lacks client_id, state or PKCE: %s", location)
	}
	var cookie *http.Cookie
	for _, c := range res.Cookies() {
		if c.Name == oauth.CookieName {
			cookie = c
		}
	}
	if cookie == nil || !cookie.HttpOnly {
		t.Fatal("login set no HttpOnly state cookie")
	}

	callback := func(state string) (*http.Response, map[string]any) {
		req := httptest.NewRequest(http.MethodGet, "/api/v1/auth/oauth2/callback?code=the-code&state="+url.QueryEscape(state), nil)
		req.AddCookie(cookie)
		res := serve(t, s, req)
		defer func() { _ = res.Body.Close() }()
		var body map[string]any
		_ = json.NewDecoder(res.Body).Decode(&body)
		return res, body
	}
	if res, body := callback("forged-state"); res.StatusCode != http.StatusBadRequest {
		t.Errorf("callback with another state: %d %v, want 400", res.StatusCode, body)
	}
	res, body := callback(q.Get("state"))
	user, _ := body["user"].(map[string]any)
	if res.StatusCode != http.StatusOK || user["login"] != "ada" {
		t.Fatalf("callback: %d %v", res.StatusCode, body)
	}
}

func TestOAuth2Unconfigured(t *testing.T) {
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/api/v1/auth/oauth2/login", nil))
	_ = res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("login without a client id: %d, want 503", res.StatusCode)
	}
}
