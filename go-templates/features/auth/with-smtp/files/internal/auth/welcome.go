package auth

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"time"

	"{{@module}}/internal/users"
)

// WelcomeSender sends the welcome e-mail to name at address to: internal/mailer's Mailer.
type WelcomeSender interface {
	SendWelcome(ctx context.Context, to, name string) error
}

// WelcomeMails is the service's Welcomer: it sends each new account the welcome e-mail in the
// background, so a registration neither waits for the SMTP server nor fails when it is down. Each
// send may take timeout (SMTP_TIMEOUT); a failure is logged, not retried.
type WelcomeMails struct {
	sender  WelcomeSender
	timeout time.Duration
	logger  *slog.Logger
	sending sync.WaitGroup
}

// NewWelcomeMails returns the welcomer that sends through sender.
func NewWelcomeMails(sender WelcomeSender, timeout time.Duration, logger *slog.Logger) *WelcomeMails {
	return &WelcomeMails{sender: sender, timeout: timeout, logger: logger}
}

// Welcome starts sending u the welcome e-mail and returns at once. The send keeps the values of ctx
// (the request ID its log line carries) but not its cancellation: it outlives the request.
func (w *WelcomeMails) Welcome(ctx context.Context, u users.User) {
	ctx = context.WithoutCancel(ctx)
	w.sending.Go(func() {
		ctx, cancel := context.WithTimeout(ctx, w.timeout)
		defer cancel()
		name, _, _ := strings.Cut(u.Email, "@")
		if err := w.sender.SendWelcome(ctx, u.Email, name); err != nil {
			w.logger.ErrorContext(ctx, "welcome e-mail not sent", "user_id", u.ID, "error", err)
			return
		}
		w.logger.InfoContext(ctx, "welcome e-mail sent", "user_id", u.ID)
	})
}

// Wait returns once every welcome e-mail started is sent or has failed. main calls it after the
// HTTP server has stopped, so a shutdown does not cut the e-mail of a registration it let finish.
func (w *WelcomeMails) Wait() {
	w.sending.Wait()
}

// WelcomeWith makes the service greet each account it registers with w.
func (s *Service) WelcomeWith(w Welcomer) {
	s.welcomer = w
}
