package server

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestLoginGivesATokenForProtectedRoutes(t *testing.T) {
	s := authServer(t)
	creds := `{"email":"ada@example.com","password":"correct horse"}`
	if res, body := postJSON(t, s, "/api/v1/auth/register", creds); res.StatusCode != http.StatusCreated {
		t.Fatalf("register: %d %v", res.StatusCode, body)
	}
	res, body := postJSON(t, s, "/api/v1/auth/login", creds)
	signed, _ := body["token"].(string)
	if res.StatusCode != http.StatusOK || signed == "" || body["token_type"] != "Bearer" {
		t.Fatalf("login: %d %v", res.StatusCode, body)
	}

	me := func(authorization string) int {
		req := httptest.NewRequest(http.MethodGet, "/api/v1/me", nil)
		if authorization != "" {
			req.Header.Set("Authorization", authorization)
		}
		res := serve(t, s, req)
		_ = res.Body.Close()
		return res.StatusCode
	}
	if got := me(""); got != http.StatusUnauthorized {
		t.Errorf("/api/v1/me without a token: %d, want 401", got)
	}
	if got := me("Bearer " + signed); got != http.StatusOK {
		t.Errorf("/api/v1/me with the login token: %d, want 200", got)
	}
}
