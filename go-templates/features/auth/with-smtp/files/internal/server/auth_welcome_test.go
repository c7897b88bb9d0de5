package server

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"testing"
	"time"

	"{{@module}}/internal/auth"
)

// stuckMailer records the welcome e-mails asked for and sends none until released.
type stuckMailer struct {
	release chan struct{}
	mu      sync.Mutex
	to      []string
}

func (m *stuckMailer) SendWelcome(ctx context.Context, to, _ string) error {
	m.mu.Lock()
	m.to = append(m.to, to)
	m.mu.Unlock()
	select {
	case <-m.release:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func TestRegisterSendsTheWelcomeEmailWithoutWaitingForIt(t *testing.T) {
	s := authServer(t)
	mailer := &stuckMailer{release: make(chan struct{})}
	welcomes := auth.NewWelcomeMails(mailer, 5*time.Second, slog.New(slog.DiscardHandler))
	s.deps.Auth.WelcomeWith(welcomes)

	// The mail server does not answer, yet the registration does.
	creds := `{"email":"ada@example.com","password":"correct horse"}`
	if res, body := postJSON(t, s, "/api/v1/auth/register", creds); res.StatusCode != http.StatusCreated {
		t.Fatalf("register: %d %v", res.StatusCode, body)
	}
	if res, body := postJSON(t, s, "/api/v1/auth/register", creds); res.StatusCode != http.StatusConflict {
		t.Fatalf("second registration: %d %v", res.StatusCode, body)
	}
	close(mailer.release)
	welcomes.Wait()

	mailer.mu.Lock()
	defer mailer.mu.Unlock()
	if len(mailer.to) != 1 || mailer.to[0] != "ada@example.com" {
		t.Fatalf("welcome e-mails to %v, want one to ada@example.com", mailer.to)
	}
}
