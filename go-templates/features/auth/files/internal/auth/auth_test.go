package auth

import (
	"context"
	"errors"
	"strings"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"{{@module}}/internal/users"
)

func newTestService() *Service {
	return newService(newTestUsers(), bcrypt.MinCost)
}

func TestRegisterThenLogin(t *testing.T) {
	s := newTestService()
	ctx := context.Background()
	u, err := s.Register(ctx, Credentials{Email: "ada@example.com", Password: "correct horse"})
	if err != nil {
		t.Fatal(err)
	}
	if string(u.PasswordHash) == "correct horse" || bcrypt.CompareHashAndPassword(u.PasswordHash, []byte("correct horse")) != nil {
		t.Fatal("the password is not stored as a bcrypt hash")
	}
	if _, err := s.Login(ctx, Credentials{Email: "ADA@example.com", Password: "correct horse"}); err != nil {
		t.Fatalf("login with the right password: %v", err)
	}
	for _, wrong := range []Credentials{{Email: "ada@example.com", Password: "wrong password"}, {Email: "bob@example.com", Password: "correct horse"}} {
		if _, err := s.Login(ctx, wrong); !errors.Is(err, ErrInvalidCredentials) {
			t.Errorf("login %+v: err = %v, want ErrInvalidCredentials", wrong, err)
		}
	}
	if _, err := s.Register(ctx, Credentials{Email: "ada@example.com", Password: "another password"}); !errors.Is(err, users.ErrEmailTaken) {
		t.Errorf("second registration: err = %v, want ErrEmailTaken", err)
	}
}

func TestRegisterValidates(t *testing.T) {
	s := newTestService()
	for _, c := range []Credentials{
		{Email: "not-an-address", Password: "long enough"},
		{Email: "Ada <ada@example.com>", Password: "long enough"},
		{Email: "ada@example.com", Password: "short"},
		{Email: "ada@example.com", Password: strings.Repeat("x", MaxPasswordBytes+1)},
	} {
		var verr *ValidationError
		if _, err := s.Register(context.Background(), c); !errors.As(err, &verr) {
			t.Errorf("Register(%q, %d-byte password): err = %v, want a ValidationError", c.Email, len(c.Password), err)
		}
	}
}

// welcomes records the accounts a Service greets.
type welcomes struct {
	greeted []string
}

func (w *welcomes) Welcome(_ context.Context, u users.User) {
	w.greeted = append(w.greeted, u.Email)
}

func TestRegisterWelcomesEachNewAccountOnce(t *testing.T) {
	s := newTestService()
	w := &welcomes{}
	s.welcomer = w
	ctx := context.Background()
	if _, err := s.Register(ctx, Credentials{Email: "ada@example.com", Password: "correct horse"}); err != nil {
		t.Fatal(err)
	}
	if len(w.greeted) != 1 || w.greeted[0] != "ada@example.com" {
		t.Fatalf("greeted %v after one registration, want [ada@example.com]", w.greeted)
	}
	// Neither a taken address nor a refused registration is greeted.
	if _, err := s.Register(ctx, Credentials{Email: "ada@example.com", Password: "another password"}); !errors.Is(err, users.ErrEmailTaken) {
		t.Fatalf("second registration: err = %v, want ErrEmailTaken", err)
	}
	if _, err := s.Register(ctx, Credentials{Email: "bob@example.com", Password: "short"}); err == nil {
		t.Fatal("a short password was accepted")
	}
	if len(w.greeted) != 1 {
		t.Fatalf("greeted %v, want only the first registration", w.greeted)
	}
}
