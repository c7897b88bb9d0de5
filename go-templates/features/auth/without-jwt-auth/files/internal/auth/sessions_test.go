package auth

import (
	"crypto/sha256"
	"errors"
	"testing"
	"time"
)

func TestSessionsAuthenticateTheirTokensUntilTheyExpire(t *testing.T) {
	s := NewSessions(time.Hour)
	now := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	s.now = func() time.Time { return now }
	ada := PublicUser{ID: 1, Email: "ada@example.com"}

	bearer, expires, err := s.Create(ada)
	if err != nil {
		t.Fatal(err)
	}
	if !expires.Equal(now.Add(time.Hour)) {
		t.Errorf("expires = %s, want %s", expires, now.Add(time.Hour))
	}
	other, _, err := s.Create(PublicUser{ID: 2, Email: "bob@example.com"})
	if err != nil || other == bearer || len(bearer) != 43 {
		t.Fatalf("tokens %q and %q (%v): want two different 32-byte tokens", bearer, other, err)
	}
	if _, ok := s.byHash[sha256.Sum256([]byte(bearer))]; !ok {
		t.Fatal("the session is not kept under the token's SHA-256")
	}

	session, err := s.Authenticate("Bearer " + bearer)
	if err != nil || session.User != ada || !session.ExpiresAt.Equal(expires) {
		t.Fatalf("Authenticate = %+v, %v", session, err)
	}
	for header, want := range map[string]error{
		"":                       ErrMissingToken,
		"Basic dXNlcjpwYXNz":     ErrMissingToken,
		"Bearer ":                ErrMissingToken,
		"Bearer " + bearer + "x": ErrInvalidToken,
	} {
		if _, err := s.Authenticate(header); !errors.Is(err, want) {
			t.Errorf("Authenticate(%q): err = %v, want %v", header, err, want)
		}
	}

	now = now.Add(time.Hour)
	if _, err := s.Authenticate("Bearer " + bearer); !errors.Is(err, ErrInvalidToken) {
		t.Fatalf("an expired session: err = %v, want ErrInvalidToken", err)
	}
	if _, _, err := s.Create(ada); err != nil {
		t.Fatal(err)
	}
	if len(s.byHash) != 1 {
		t.Errorf("%d sessions kept after the others expired, want 1", len(s.byHash))
	}
}
