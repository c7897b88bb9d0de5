package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"{{@module}}/internal/token"
)

func TestMeNeedsAValidToken(t *testing.T) {
	s := newTestServer(t)
	s.cfg.JWT.Secret = "test-secret-that-is-at-least-32-bytes-long"
	s.cfg.JWT.TTL = time.Hour
	tokens, err := token.NewManager(s.cfg.JWT)
	if err != nil {
		t.Fatal(err)
	}
	deps := s.deps
	deps.Tokens = tokens
	s = New(s.cfg, deps)
	signed, _, err := tokens.Issue("user-42")
	if err != nil {
		t.Fatal(err)
	}

	get := func(authorization string) *http.Response {
		req := httptest.NewRequest(http.MethodGet, "/api/v1/me", nil)
		if authorization != "" {
			req.Header.Set("Authorization", authorization)
		}
		return serve(t, s, req)
	}

	for name, header := range map[string]string{"no token": "", "forged token": "Bearer " + signed + "x"} {
		res := get(header)
		_ = res.Body.Close()
		if res.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s: status = %d, want 401", name, res.StatusCode)
		}
		if res.Header.Get("WWW-Authenticate") == "" {
			t.Errorf("%s: no WWW-Authenticate header", name)
		}
	}

	res := get("Bearer " + signed)
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("valid token: status = %d, want 200", res.StatusCode)
	}
	var me token.Me
	if err := json.NewDecoder(res.Body).Decode(&me); err != nil || me.Subject != "user-42" {
		t.Fatalf("body = %+v, %v; want subject user-42", me, err)
	}
}
