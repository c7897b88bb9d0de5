package token

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"{{@module}}/internal/config"
)

const testSecret = "test-secret-that-is-at-least-32-bytes-long"

func newManager(t *testing.T) *Manager {
	t.Helper()
	m, err := NewManager(config.JWTConfig{Secret: testSecret, TTL: time.Hour, Issuer: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestIssuedTokensVerify(t *testing.T) {
	m := newManager(t)
	signed, expires, err := m.Issue("user-42")
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Until(expires); d < 59*time.Minute || d > time.Hour {
		t.Errorf("expires in %s, want about 1h", d)
	}
	claims, err := m.Authenticate("Bearer " + signed)
	if err != nil || claims.Subject != "user-42" || claims.Issuer != "test" {
		t.Fatalf("Authenticate = %+v, %v", claims, err)
	}
}

func TestWeakSecretsAreRefused(t *testing.T) {
	_, err := NewManager(config.JWTConfig{Secret: "short", TTL: time.Hour, Issuer: "test"})
	if err == nil || !strings.Contains(err.Error(), "JWT_SECRET") {
		t.Fatalf("NewManager with a 5-byte secret: err = %v", err)
	}
}

func TestBadTokensAreRejected(t *testing.T) {
	m := newManager(t)
	sign := func(method jwt.SigningMethod, key any, claims Claims) string {
		t.Helper()
		s, err := jwt.NewWithClaims(method, claims).SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	valid := Claims{Subject: "u", Issuer: "test", ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Hour))}
	expired := valid
	expired.ExpiresAt = jwt.NewNumericDate(time.Now().Add(-time.Minute))
	otherIssuer := valid
	otherIssuer.Issuer = "someone-else"
	noExpiry := valid
	noExpiry.ExpiresAt = nil

	cases := map[string]struct {
		header string
		want   error
	}{
		"no header":       {"", ErrMissing},
		"not bearer":      {"Basic dXNlcjpwYXNz", ErrMissing},
		"garbage":         {"Bearer not.a.token", ErrInvalid},
		"other secret":    {"Bearer " + sign(jwt.SigningMethodHS256, []byte("another-secret-of-at-least-32-bytes!"), valid), ErrInvalid},
		"other algorithm": {"Bearer " + sign(jwt.SigningMethodHS512, []byte(testSecret), valid), ErrInvalid},
		"alg none":        {"Bearer " + sign(jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, valid), ErrInvalid},
		"expired":         {"Bearer " + sign(jwt.SigningMethodHS256, []byte(testSecret), expired), ErrInvalid},
		"other issuer":    {"Bearer " + sign(jwt.SigningMethodHS256, []byte(testSecret), otherIssuer), ErrInvalid},
		"no expiry":       {"Bearer " + sign(jwt.SigningMethodHS256, []byte(testSecret), noExpiry), ErrInvalid},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := m.Authenticate(tc.header); !errors.Is(err, tc.want) {
				t.Errorf("err = %v, want %v", err, tc.want)
			}
		})
	}
}
