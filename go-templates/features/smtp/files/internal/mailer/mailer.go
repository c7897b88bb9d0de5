// Package mailer sends the service's e-mails through an SMTP server with go-mail. Each e-mail has a
// plain-text and an HTML body, rendered from a pair of templates embedded from templates/:
// <name>.txt with text/template and <name>.html with html/template, which escapes the data.
package mailer

import (
	"context"
	"embed"
	"fmt"
	htmltemplate "html/template"
	texttemplate "text/template"

	"github.com/wneessen/go-mail"

	"{{@module}}/internal/config"
)

//go:embed templates
var templateFiles embed.FS

// Mailer sends e-mails from SMTP_FROM. It connects for each Send, so it needs no closing and the
// SMTP server need not be up when the service starts. It is safe for concurrent use.
type Mailer struct {
	client *mail.Client
	from   string
	text   *texttemplate.Template
	html   *htmltemplate.Template
}

// New returns the mailer cfg configures, with the embedded templates parsed; it makes no connection.
func New(cfg config.SMTPConfig) (*Mailer, error) {
	opts := []mail.Option{mail.WithPort(cfg.Port), mail.WithTimeout(cfg.Timeout)}
	switch cfg.TLS {
	case "implicit":
		opts = append(opts, mail.WithSSL())
	case "mandatory":
		opts = append(opts, mail.WithTLSPolicy(mail.TLSMandatory))
	case "none":
		opts = append(opts, mail.WithTLSPolicy(mail.NoTLS))
	default:
		opts = append(opts, mail.WithTLSPolicy(mail.TLSOpportunistic))
	}
	if cfg.Username != "" {
		// The strongest mechanism the server offers; go-mail refuses to send a password in clear
		// text to any host but localhost.
		opts = append(opts, mail.WithSMTPAuth(mail.SMTPAuthAutoDiscover), mail.WithUsername(cfg.Username), mail.WithPassword(cfg.Password))
	}
	client, err := mail.NewClient(cfg.Host, opts...)
	if err != nil {
		return nil, fmt.Errorf("SMTP client for %s:%d: %w", cfg.Host, cfg.Port, err)
	}
	text, err := texttemplate.ParseFS(templateFiles, "templates/*.txt")
	if err != nil {
		return nil, fmt.Errorf("parse the text templates of e-mails: %w", err)
	}
	html, err := htmltemplate.ParseFS(templateFiles, "templates/*.html")
	if err != nil {
		return nil, fmt.Errorf("parse the HTML templates of e-mails: %w", err)
	}
	return &Mailer{client: client, from: cfg.From, text: text, html: html}, nil
}

// Message is an e-mail to send.
type Message struct {
	To      string
	Subject string
	// Template names the templates of the bodies: templates/<Template>.txt and templates/<Template>.html.
	Template string
	// Data is what the templates render.
	Data any
}

// Send renders msg and sends it; ctx bounds the whole exchange with the server, as SMTP_TIMEOUT
// bounds each step.
func (m *Mailer) Send(ctx context.Context, msg Message) error {
	text := m.text.Lookup(msg.Template + ".txt")
	html := m.html.Lookup(msg.Template + ".html")
	if text == nil || html == nil {
		return fmt.Errorf("no e-mail templates %[1]s.txt and %[1]s.html in templates/", msg.Template)
	}
	email := mail.NewMsg()
	if err := email.From(m.from); err != nil {
		return fmt.Errorf("sender %q: %w", m.from, err)
	}
	if err := email.To(msg.To); err != nil {
		return fmt.Errorf("recipient %q: %w", msg.To, err)
	}
	email.Subject(msg.Subject)
	if err := email.SetBodyTextTemplate(text, msg.Data); err != nil {
		return fmt.Errorf("render %s.txt: %w", msg.Template, err)
	}
	if err := email.AddAlternativeHTMLTemplate(html, msg.Data); err != nil {
		return fmt.Errorf("render %s.html: %w", msg.Template, err)
	}
	if err := m.client.DialAndSendWithContext(ctx, email); err != nil {
		return fmt.Errorf("send %q to %s: %w", msg.Subject, msg.To, err)
	}
	return nil
}

// Welcome is the data of the welcome e-mail.
type Welcome struct {
	Name    string
	Service string
}

// SendWelcome sends the welcome e-mail (templates/welcome.*) to name at address to.
func (m *Mailer) SendWelcome(ctx context.Context, to, name string) error {
	return m.Send(ctx, Message{
		To:       to,
		Subject:  "Welcome to {{@projectName}}",
		Template: "welcome",
		Data:     Welcome{Name: name, Service: "{{@projectName}}"},
	})
}
