package server

import (
	"fmt"
	"net/http"
	"testing"
)

func TestLoginGivesATokenForProtectedRoutes(t *testing.T) {
	s := authServer(t)
	creds := `{"email":"ada@example.com","password":"correct horse"}`
	res, registered := postJSON(t, s, "/api/v1/auth/register", creds)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("register: %d %v", res.StatusCode, registered)
	}
	res, body := postJSON(t, s, "/api/v1/auth/login", creds)
	signed, _ := body["token"].(string)
	if res.StatusCode != http.StatusOK || signed == "" || body["token_type"] != "Bearer" {
		t.Fatalf("login: %d %v", res.StatusCode, body)
	}
	if expiresIn, _ := body["expires_in"].(float64); expiresIn < 3590 || expiresIn > 3600 {
		t.Errorf("expires_in = %v, want about 3600 (JWT_TTL 1h)", body["expires_in"])
	}

	if res, _ := getWithAuthorization(t, s, "/api/v1/me", ""); res.StatusCode != http.StatusUnauthorized {
		t.Errorf("/api/v1/me without a token: %d, want 401", res.StatusCode)
	}
	res, me := getWithAuthorization(t, s, "/api/v1/me", "Bearer "+signed)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("/api/v1/me with the login token: %d %v, want 200", res.StatusCode, me)
	}
	if want := fmt.Sprint(registered["id"]); me["subject"] != want {
		t.Errorf("/api/v1/me subject = %v, want the user's id %s", me["subject"], want)
	}
}
