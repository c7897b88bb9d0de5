package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"{{@module}}/internal/token"
)

const testJWTSecret = "test-secret-that-is-at-least-32-bytes-long"

// jwtServer is a test server whose tokens are signed with testJWTSecret.
func jwtServer(t *testing.T) (*Server, *token.Manager) {
	t.Helper()
	s := newTestServer(t)
	s.cfg.JWT.Secret = testJWTSecret
	s.cfg.JWT.TTL = time.Hour
	s.cfg.JWT.Issuer = "test"
	tokens, err := token.NewManager(s.cfg.JWT)
	if err != nil {
		t.Fatal(err)
	}
	deps := s.deps
	deps.Tokens = tokens
	return New(s.cfg, deps), tokens
}

func getWithAuthorization(t *testing.T, s *Server, path, authorization string) (*http.Response, map[string]any) {
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

func TestMeRefusesMissingAndBadTokens(t *testing.T) {
	s, tokens := jwtServer(t)
	signed, _, err := tokens.Issue("user-42")
	if err != nil {
		t.Fatal(err)
	}
	sign := func(method jwt.SigningMethod, claims jwt.RegisteredClaims) string {
		t.Helper()
		out, err := jwt.NewWithClaims(method, claims).SignedString([]byte(testJWTSecret))
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	expired := jwt.RegisteredClaims{Subject: "user-42", Issuer: "test", ExpiresAt: jwt.NewNumericDate(time.Now().Add(-time.Minute))}
	valid := jwt.RegisteredClaims{Subject: "user-42", Issuer: "test", ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Hour))}

	for name, header := range map[string]string{
		"no token":      "",
		"not bearer":    "Basic dXNlcjpwYXNz",
		"forged token":  "Bearer " + signed + "x",
		"expired token": "Bearer " + sign(jwt.SigningMethodHS256, expired),
		"HS512 token":   "Bearer " + sign(jwt.SigningMethodHS512, valid),
	} {
		res, body := getWithAuthorization(t, s, "/api/v1/me", header)
		if res.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s: status = %d, want 401", name, res.StatusCode)
		}
		if res.Header.Get("WWW-Authenticate") == "" {
			t.Errorf("%s: no WWW-Authenticate header", name)
		}
		if msg, _ := body["error"].(string); msg == "" {
			t.Errorf("%s: body = %v, want {\"error\": ...}", name, body)
		}
	}
}

func TestMeAnswersTheTokensSubject(t *testing.T) {
	s, tokens := jwtServer(t)
	signed, expires, err := tokens.Issue("user-42")
	if err != nil {
		t.Fatal(err)
	}
	res, body := getWithAuthorization(t, s, "/api/v1/me", "Bearer "+signed)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("valid token: status = %d %v, want 200", res.StatusCode, body)
	}
	if body["subject"] != "user-42" {
		t.Errorf("subject = %v, want user-42", body["subject"])
	}
	if at, _ := body["expires_at"].(string); at != expires.UTC().Truncate(time.Second).Format(time.RFC3339) {
		t.Errorf("expires_at = %v, want %s", body["expires_at"], expires.UTC().Truncate(time.Second).Format(time.RFC3339))
	}
}

// The middleware guards its routes only: an unknown path beside them is still 404, not 401.
func TestJWTMiddlewareLeavesOtherPathsAlone(t *testing.T) {
	s, _ := jwtServer(t)
	if res, _ := getWithAuthorization(t, s, "/api/v1/no-such-route", ""); res.StatusCode != http.StatusNotFound {
		t.Errorf("GET /api/v1/no-such-route without a token: %d, want 404", res.StatusCode)
	}
}
