package config

import (
	"net/mail"
	"time"
)

// SMTPConfig configures the mailer.
type SMTPConfig struct {
	// Host is the SMTP server's host name.
	Host string `env:"SMTP_HOST"`
	// Port is the SMTP server's port.
	Port int `env:"SMTP_PORT"`
	// Username authenticates the mailer; empty sends without authentication.
	Username string `env:"SMTP_USERNAME"`
	// Password goes with Username.
	Password string `env:"SMTP_PASSWORD" secret:"true"`
	// From is the sender of every e-mail.
	From string `env:"SMTP_FROM"`
	// TLS is the TLS policy: mandatory, implicit, opportunistic or none.
	TLS string `env:"SMTP_TLS"`
	// Timeout bounds connecting and sending one e-mail.
	Timeout time.Duration `env:"SMTP_TIMEOUT"`
}

func loadSMTP(e *Env) SMTPConfig {
	c := SMTPConfig{
		Host:     e.String("SMTP_HOST", "localhost"),
		Port:     e.Int("SMTP_PORT", 1025),
		Username: e.String("SMTP_USERNAME", ""),
		Password: e.String("SMTP_PASSWORD", ""),
		From:     e.String("SMTP_FROM", "no-reply@localhost"),
		TLS:      e.OneOf("SMTP_TLS", "opportunistic", "mandatory", "implicit", "opportunistic", "none"),
		Timeout:  e.Duration("SMTP_TIMEOUT", 15*time.Second),
	}
	e.Check(c.Port >= 1 && c.Port <= 65535, "SMTP_PORT", "must be between 1 and 65535")
	_, err := mail.ParseAddress(c.From)
	e.Check(err == nil, "SMTP_FROM", "must be an e-mail address, optionally with a name: Name <address@example.com>")
	e.Check(c.Timeout > 0, "SMTP_TIMEOUT", "must be positive")
	return c
}
