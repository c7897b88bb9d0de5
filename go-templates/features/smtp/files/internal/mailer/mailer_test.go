package mailer

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"{{@module}}/internal/config"
)

// received is an e-mail as the test server got it.
type received struct {
	from string
	to   []string
	data []byte
}

// backend is an SMTP server's backend that requires the user "mailer" with the password "secret"
// and hands every e-mail to a channel.
type backend struct{ messages chan received }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) {
	return &session{messages: b.messages}, nil
}

type session struct {
	messages chan received
	authed   bool
	msg      received
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, username, password string) error {
		if username != "mailer" || password != "secret" {
			return smtp.ErrAuthFailed
		}
		s.authed = true
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if !s.authed {
		return smtp.ErrAuthRequired
	}
	s.msg.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.msg.to = append(s.msg.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.msg.data = data
	s.messages <- s.msg
	return nil
}

func (s *session) Reset()        { s.msg = received{} }
func (s *session) Logout() error { return nil }

// selfSignedCertificate returns a certificate for 127.0.0.1 and the pool that trusts it.
func selfSignedCertificate(t *testing.T) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	template := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "mailer test"},
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1)},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, pool
}

// startServer starts, for the test, an SMTP server on a free local port that offers STARTTLS and
// accepts a password only over TLS. It returns the mailer configuration pointing at it, the pool
// that trusts its certificate and the channel of the e-mails it receives.
func startServer(t *testing.T) (config.SMTPConfig, *x509.CertPool, chan received) {
	t.Helper()
	cert, pool := selfSignedCertificate(t)
	messages := make(chan received, 10)
	srv := smtp.NewServer(backend{messages: messages})
	srv.Domain = "localhost"
	srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return config.SMTPConfig{
		Host:     "127.0.0.1",
		Port:     ln.Addr().(*net.TCPAddr).Port,
		Username: "mailer",
		Password: "secret",
		From:     "Test Service <no-reply@example.com>",
		TLS:      "mandatory",
		Timeout:  5 * time.Second,
	}, pool, messages
}

// newMailer returns the mailer of cfg, trusting the test server's certificate.
func newMailer(t *testing.T, cfg config.SMTPConfig, roots *x509.CertPool) *Mailer {
	t.Helper()
	m, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.client.SetTLSConfig(&tls.Config{ServerName: cfg.Host, RootCAs: roots, MinVersion: tls.VersionTLS12}); err != nil {
		t.Fatal(err)
	}
	return m
}

// bodies returns the decoded parts of a multipart/alternative e-mail by content type.
func bodies(t *testing.T, msg *mail.Message) map[string]string {
	t.Helper()
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/alternative" {
		t.Fatalf("Content-Type = %q (%v), want multipart/alternative", msg.Header.Get("Content-Type"), err)
	}
	out := map[string]string{}
	parts := multipart.NewReader(msg.Body, params["boundary"])
	for {
		part, err := parts.NextRawPart()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		var body io.Reader = part
		if part.Header.Get("Content-Transfer-Encoding") == "quoted-printable" {
			body = quotedprintable.NewReader(part)
		}
		data, err := io.ReadAll(body)
		if err != nil {
			t.Fatal(err)
		}
		contentType, _, _ := mime.ParseMediaType(part.Header.Get("Content-Type"))
		out[contentType] = string(data)
	}
}

func TestSendWelcomeDeliversBothBodies(t *testing.T) {
	cfg, roots, messages := startServer(t)
	m := newMailer(t, cfg, roots)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := m.SendWelcome(ctx, "Ada <ada@example.com>", "Ada <b>Lovelace</b>"); err != nil {
		t.Fatalf("SendWelcome: %v", err)
	}

	var got received
	select {
	case got = <-messages:
	case <-time.After(5 * time.Second):
		t.Fatal("the server received no e-mail")
	}
	if got.from != "no-reply@example.com" || len(got.to) != 1 || got.to[0] != "ada@example.com" {
		t.Fatalf("envelope from %q to %v, want no-reply@example.com to [ada@example.com]", got.from, got.to)
	}
	msg, err := mail.ReadMessage(bytes.NewReader(got.data))
	if err != nil {
		t.Fatal(err)
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if err != nil || subject != "Welcome to {{@projectName}}" {
		t.Errorf("Subject = %q (%v)", subject, err)
	}
	if to := msg.Header.Get("To"); !strings.Contains(to, "<ada@example.com>") {
		t.Errorf("To = %q", to)
	}
	parts := bodies(t, msg)
	if text := parts["text/plain"]; !strings.Contains(text, "Hello Ada <b>Lovelace</b>,") || !strings.Contains(text, "Welcome to {{@projectName}}!") {
		t.Errorf("text body:\n%s", text)
	}
	html := parts["text/html"]
	if !strings.Contains(html, "<p>Hello Ada &lt;b&gt;Lovelace&lt;/b&gt;,</p>") || !strings.Contains(html, "<strong>{{@projectName}}</strong>") {
		t.Errorf("HTML body (the name must be escaped):\n%s", html)
	}
}

func TestSendFailsClearly(t *testing.T) {
	cfg, roots, _ := startServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	wrongPassword := cfg
	wrongPassword.Password = "wrong"
	if err := newMailer(t, wrongPassword, roots).SendWelcome(ctx, "ada@example.com", "Ada"); err == nil {
		t.Error("an e-mail was sent with a wrong password")
	}
	// Without TLS the mailer finds no mechanism that keeps the password secret, and sends nothing.
	noTLS := cfg
	noTLS.TLS = "none"
	if err := newMailer(t, noTLS, roots).SendWelcome(ctx, "ada@example.com", "Ada"); err == nil {
		t.Error("a password was sent without TLS")
	}
	// The certificate must be one the mailer trusts.
	if err := newMailer(t, cfg, x509.NewCertPool()).SendWelcome(ctx, "ada@example.com", "Ada"); err == nil {
		t.Error("an e-mail was sent to a server whose certificate is not trusted")
	}
	m := newMailer(t, cfg, roots)
	if err := m.Send(ctx, Message{To: "ada@example.com", Subject: "x", Template: "missing"}); err == nil || !strings.Contains(err.Error(), "missing.txt") {
		t.Errorf("Send with an unknown template: err = %v", err)
	}
	if err := m.SendWelcome(ctx, "not an address", "Ada"); err == nil {
		t.Error("an e-mail was sent to an invalid address")
	}
}

func TestEveryTemplateHasBothBodies(t *testing.T) {
	m, err := New(config.SMTPConfig{Host: "localhost", Port: 25, From: "no-reply@localhost", TLS: "none", Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	for _, tpl := range m.text.Templates() {
		name := strings.TrimSuffix(tpl.Name(), ".txt")
		if m.html.Lookup(name+".html") == nil {
			t.Errorf("templates/%s.txt has no templates/%s.html", name, name)
		}
	}
	for _, tpl := range m.html.Templates() {
		name := strings.TrimSuffix(tpl.Name(), ".html")
		if m.text.Lookup(name+".txt") == nil {
			t.Errorf("templates/%s.html has no templates/%s.txt", name, name)
		}
	}
}
