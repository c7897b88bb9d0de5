package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"{{@module}}/internal/auth"
)

// authServer is a test server with users in memory (newTestUsers).
func authServer(t *testing.T) *Server {
	t.Helper()
	s := newTestServer(t)
	deps := s.deps
	deps.Auth = auth.NewService(newTestUsers())
	{{@slot:auth.testdeps}}
	return New(s.cfg, deps)
}

func postJSON(t *testing.T, s *Server, path, body string) (*http.Response, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	res := serve(t, s, req)
	defer func() { _ = res.Body.Close() }()
	var out map[string]any
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		t.Fatalf("POST %s: decode: %v", path, err)
	}
	return res, out
}

func TestRegisterAndLogin(t *testing.T) {
	s := authServer(t)
	creds := `{"email":"ada@example.com","password":"correct horse"}`

	res, body := postJSON(t, s, "/api/v1/auth/register", creds)
	if res.StatusCode != http.StatusCreated || body["email"] != "ada@example.com" || body["id"] == nil {
		t.Fatalf("register: %d %v", res.StatusCode, body)
	}
	if _, leaked := body["password_hash"]; leaked {
		t.Fatal("register answers the password hash")
	}
	if res, _ := postJSON(t, s, "/api/v1/auth/register", creds); res.StatusCode != http.StatusConflict {
		t.Errorf("second register: %d, want 409", res.StatusCode)
	}
	if res, _ := postJSON(t, s, "/api/v1/auth/register", `{"email":"bob@example.com","password":"short"}`); res.StatusCode != http.StatusBadRequest {
		t.Errorf("short password: %d, want 400", res.StatusCode)
	}
	if res, _ := postJSON(t, s, "/api/v1/auth/register", `{"email":"not-an-address","password":"correct horse"}`); res.StatusCode != http.StatusBadRequest {
		t.Errorf("invalid e-mail: %d, want 400", res.StatusCode)
	}
	if res, _ := postJSON(t, s, "/api/v1/auth/register", `not json`); res.StatusCode != http.StatusBadRequest {
		t.Errorf("not JSON: %d, want 400", res.StatusCode)
	}
	oversized := `{"email":"bob@example.com","password":"` + strings.Repeat("x", auth.MaxBodyBytes) + `"}`
	if res, _ := postJSON(t, s, "/api/v1/auth/register", oversized); res.StatusCode != http.StatusBadRequest {
		t.Errorf("oversized body: %d, want 400", res.StatusCode)
	}

	res, body = postJSON(t, s, "/api/v1/auth/login", creds)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("login: %d %v", res.StatusCode, body)
	}
	if user, _ := body["user"].(map[string]any); user["email"] != "ada@example.com" {
		t.Errorf("login user = %v", body["user"])
	}
	wrong, wrongBody := postJSON(t, s, "/api/v1/auth/login", `{"email":"ada@example.com","password":"wrong password"}`)
	unknown, unknownBody := postJSON(t, s, "/api/v1/auth/login", `{"email":"eve@example.com","password":"correct horse"}`)
	if wrong.StatusCode != http.StatusUnauthorized || unknown.StatusCode != http.StatusUnauthorized {
		t.Fatalf("wrong credentials: %d and %d, want 401", wrong.StatusCode, unknown.StatusCode)
	}
	if wrongBody["error"] != "invalid email or password" || unknownBody["error"] != wrongBody["error"] {
		t.Errorf("wrong password answered %v, unknown e-mail %v; want both \"invalid email or password\"", wrongBody["error"], unknownBody["error"])
	}
}
