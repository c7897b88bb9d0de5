package auth

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// sentWelcome is one call of a fakeSender.
type sentWelcome struct {
	to, name    string
	hasDeadline bool
}

// fakeSender records the welcome e-mails it is asked to send. Each send waits for release (when not
// nil) and then answers err, or the context's error when the context ends first.
type fakeSender struct {
	release chan struct{}
	err     error

	mu   sync.Mutex
	sent []sentWelcome
}

func (f *fakeSender) SendWelcome(ctx context.Context, to, name string) error {
	_, hasDeadline := ctx.Deadline()
	f.mu.Lock()
	f.sent = append(f.sent, sentWelcome{to: to, name: name, hasDeadline: hasDeadline})
	f.mu.Unlock()
	if f.release != nil {
		select {
		case <-f.release:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return f.err
}

func (f *fakeSender) calls() []sentWelcome {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]sentWelcome(nil), f.sent...)
}

// safeBuffer is a log output the background sends may write while the test reads it.
type safeBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *safeBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *safeBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func welcomingService(sender WelcomeSender, timeout time.Duration) (*Service, *WelcomeMails, *safeBuffer) {
	logs := &safeBuffer{}
	w := NewWelcomeMails(sender, timeout, slog.New(slog.NewTextHandler(logs, nil)))
	s := newTestService()
	s.WelcomeWith(w)
	return s, w, logs
}

func TestRegisterDoesNotWaitForTheWelcomeEmail(t *testing.T) {
	sender := &fakeSender{release: make(chan struct{})}
	s, w, logs := welcomingService(sender, 5*time.Second)

	// The SMTP server is stuck: the registration answers anyway.
	if _, err := s.Register(context.Background(), Credentials{Email: "ada@example.com", Password: "correct horse"}); err != nil {
		t.Fatal(err)
	}
	close(sender.release)
	w.Wait()

	calls := sender.calls()
	if len(calls) != 1 || calls[0].to != "ada@example.com" || calls[0].name != "ada" {
		t.Fatalf("sent %+v, want one welcome to ada@example.com, named ada", calls)
	}
	if !calls[0].hasDeadline {
		t.Error("the welcome e-mail was sent without a deadline")
	}
	if !strings.Contains(logs.String(), "welcome e-mail sent") {
		t.Errorf("logs:\n%s", logs)
	}
}

func TestWelcomeEmailFailuresAreLoggedNotReturned(t *testing.T) {
	for name, sender := range map[string]*fakeSender{
		"server down": {err: errors.New("dial tcp 127.0.0.1:1025: connection refused")},
		// The server never answers: the send gives up after the timeout.
		"server stuck": {release: make(chan struct{})},
	} {
		t.Run(name, func(t *testing.T) {
			s, w, logs := welcomingService(sender, 50*time.Millisecond)
			if _, err := s.Register(context.Background(), Credentials{Email: "ada@example.com", Password: "correct horse"}); err != nil {
				t.Fatalf("the registration failed with the mail: %v", err)
			}
			done := make(chan struct{})
			go func() {
				w.Wait()
				close(done)
			}()
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				t.Fatal("the welcome e-mail was still being sent long after its timeout")
			}
			if !strings.Contains(logs.String(), "welcome e-mail not sent") {
				t.Errorf("the failure is not logged:\n%s", logs)
			}
		})
	}
}
