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
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"error":"invalid_grant"}`))
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
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"login":"ada","id":42}`))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// oauthServer is a test server signing in with provider.
func oauthServer(t *testing.T, provider *httptest.Server) *Server {
	t.Helper()
	s := newTestServer(t)
	s.cfg.OAuth2.ClientID = "the-client"
	s.cfg.OAuth2.ClientSecret = "the-secret"
	s.cfg.OAuth2.AuthURL = provider.URL + "/authorize"
	s.cfg.OAuth2.TokenURL = provider.URL + "/token"
	s.cfg.OAuth2.UserInfoURL = provider.URL + "/user"
	deps := s.deps
	deps.OAuth = oauth.New(s.cfg.OAuth2)
	{{@slot:oauth2.testdeps}}
	return New(s.cfg, deps)
}

// beginSignIn calls the login route and returns the provider's authorization URL and the state cookie.
func beginSignIn(t *testing.T, s *Server) (*url.URL, *http.Cookie) {
	t.Helper()
	res := serve(t, s, httptest.NewRequest(http.MethodGet, "/api/v1/auth/oauth2/login", nil))
	_ = res.Body.Close()
	if res.StatusCode != http.StatusFound {
		t.Fatalf("login: %d, want 302", res.StatusCode)
	}
	location, err := url.Parse(res.Header.Get("Location"))
	if err != nil {
		t.Fatalf("login redirects to %q", res.Header.Get("Location"))
	}
	for _, c := range res.Cookies() {
		if c.Name == oauth.CookieName {
			return location, c
		}
	}
	t.Fatal("login set no state cookie")
	return nil, nil
}

// callback plays the browser coming back from the provider with query.
func callback(t *testing.T, s *Server, cookie *http.Cookie, query url.Values) (*http.Response, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "/api/v1/auth/oauth2/callback?"+query.Encode(), nil)
	if cookie != nil {
		req.AddCookie(cookie)
	}
	res := serve(t, s, req)
	defer func() { _ = res.Body.Close() }()
	var body map[string]any
	_ = json.NewDecoder(res.Body).Decode(&body)
	return res, body
}

func TestOAuth2SignIn(t *testing.T) {
	s := oauthServer(t, fakeProvider(t))
	location, cookie := beginSignIn(t, s)
	if location.Path != "/authorize" {
		t.Fatalf("login redirects to %s, want the provider's /authorize", location)
	}
	q := location.Query()
	if q.Get("client_id") != "the-client" || q.Get("state") == "" || q.Get("code_challenge") == "" || q.Get("code_challenge_method") != "S256" {
		t.Fatalf("authorization URL lacks client_id, state or PKCE: %s", location)
	}
	if !cookie.HttpOnly || cookie.MaxAge <= 0 {
		t.Errorf("state cookie %+v: want HttpOnly and short-lived", cookie)
	}

	res, body := callback(t, s, cookie, url.Values{"code": {"the-code"}, "state": {q.Get("state")}})
	user, _ := body["user"].(map[string]any)
	if res.StatusCode != http.StatusOK || user["login"] != "ada" || user["id"] != float64(42) {
		t.Fatalf("callback: %d %v", res.StatusCode, body)
	}
}

func TestOAuth2CallbackRefusals(t *testing.T) {
	s := oauthServer(t, fakeProvider(t))
	location, cookie := beginSignIn(t, s)
	state := location.Query().Get("state")

	for name, tc := range map[string]struct {
		cookie *http.Cookie
		query  url.Values
		status int
	}{
		"another state":    {cookie, url.Values{"code": {"the-code"}, "state": {"forged-state"}}, http.StatusBadRequest},
		"no state cookie":  {nil, url.Values{"code": {"the-code"}, "state": {state}}, http.StatusBadRequest},
		"no code":          {cookie, url.Values{"state": {state}}, http.StatusBadRequest},
		"user refused":     {cookie, url.Values{"error": {"access_denied"}, "state": {state}}, http.StatusUnauthorized},
		"code not granted": {cookie, url.Values{"code": {"another-code"}, "state": {state}}, http.StatusBadGateway},
	} {
		res, body := callback(t, s, tc.cookie, tc.query)
		if res.StatusCode != tc.status {
			t.Errorf("%s: %d %v, want %d", name, res.StatusCode, body, tc.status)
		}
		if msg, _ := body["error"].(string); msg == "" {
			t.Errorf("%s: body %v, want {\"error\": ...}", name, body)
		}
	}
}

func TestOAuth2Unconfigured(t *testing.T) {
	s := newTestServer(t)
	for _, path := range []string{"/api/v1/auth/oauth2/login", "/api/v1/auth/oauth2/callback?state=x&code=y"} {
		res := serve(t, s, httptest.NewRequest(http.MethodGet, path, nil))
		var body map[string]any
		_ = json.NewDecoder(res.Body).Decode(&body)
		_ = res.Body.Close()
		if res.StatusCode != http.StatusServiceUnavailable || body["error"] != "OAuth2 is not configured" {
			t.Errorf("%s without a client id: %d %v, want 503 {\"error\": \"OAuth2 is not configured\"}", path, res.StatusCode, body)
		}
	}
}
