package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

func getAuthorized(t *testing.T, s *Server, path, authorization string) (*http.Response, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if authorization != "" {
		req.Header.Set("Authorization", authorization)
	}
	res := serve(t, s, req)
	defer func() { _ = res.Body.Close() }()
	var body map[string]any
	_ = json.NewDecoder(res.Body).Decode(&body)
	return res, body
}

func TestLoginGivesATokenForMe(t *testing.T) {
	s := authServer(t)
	creds := `{"email":"ada@example.com","password":"correct horse"}`
	if res, body := postJSON(t, s, "/api/v1/auth/register", creds); res.StatusCode != http.StatusCreated {
		t.Fatalf("register: %d %v", res.StatusCode, body)
	}
	res, body := postJSON(t, s, "/api/v1/auth/login", creds)
	bearer, _ := body["token"].(string)
	if res.StatusCode != http.StatusOK || bearer == "" || body["token_type"] != "Bearer" {
		t.Fatalf("login: %d %v", res.StatusCode, body)
	}
	if expiresIn, _ := body["expires_in"].(float64); expiresIn < 3590 || expiresIn > 3600 {
		t.Errorf("expires_in = %v, want about 3600", body["expires_in"])
	}

	for name, header := range map[string]string{"no token": "", "not bearer": "Basic dXNlcjpwYXNz", "unknown token": "Bearer " + bearer + "x"} {
		res, body := getAuthorized(t, s, "/api/v1/me", header)
		if res.StatusCode != http.StatusUnauthorized || res.Header.Get("WWW-Authenticate") == "" || body["error"] == nil {
			t.Errorf("%s: %d %v (WWW-Authenticate %q), want 401 with a challenge", name, res.StatusCode, body, res.Header.Get("WWW-Authenticate"))
		}
	}
	res, me := getAuthorized(t, s, "/api/v1/me", "Bearer "+bearer)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("/api/v1/me with the login token: %d %v, want 200", res.StatusCode, me)
	}
	if user, _ := me["user"].(map[string]any); user["email"] != "ada@example.com" || me["expires_at"] == nil {
		t.Errorf("/api/v1/me = %v", me)
	}
	if res, _ := getAuthorized(t, s, "/api/v1/no-such-route", ""); res.StatusCode != http.StatusNotFound {
		t.Errorf("GET /api/v1/no-such-route without a token: %d, want 404", res.StatusCode)
	}
}
