// Package token issues and verifies the service's JSON Web Tokens (HS256).
package token

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"{{@module}}/internal/config"
)

// MinSecretBytes is the shortest HMAC key accepted: as long as the SHA-256 output.
const MinSecretBytes = 32

var (
	// ErrMissing is returned when a request carries no bearer token.
	ErrMissing = errors.New("missing bearer token")
	// ErrInvalid is returned for a token that is malformed, forged, expired or not ours.
	ErrInvalid = errors.New("invalid or expired token")
)

// Claims are the claims of the service's tokens.
type Claims = jwt.RegisteredClaims

// Manager issues and verifies tokens with one secret.
type Manager struct {
	secret []byte
	ttl    time.Duration
	issuer string
	now    func() time.Time
}

// NewManager checks the configuration: a secret shorter than MinSecretBytes is refused, so the
// service cannot start with a guessable key.
func NewManager(cfg config.JWTConfig) (*Manager, error) {
	if len(cfg.Secret) < MinSecretBytes {
		return nil, fmt.Errorf("JWT_SECRET must be at least %d bytes (it has %d): generate one with `openssl rand -base64 48`", MinSecretBytes, len(cfg.Secret))
	}
	return &Manager{secret: []byte(cfg.Secret), ttl: cfg.TTL, issuer: cfg.Issuer, now: time.Now}, nil
}

// Issue returns a signed token for subject and the instant it expires.
func (m *Manager) Issue(subject string) (string, time.Time, error) {
	now := m.now()
	expires := now.Add(m.ttl)
	claims := Claims{
		Subject:   subject,
		Issuer:    m.issuer,
		IssuedAt:  jwt.NewNumericDate(now),
		NotBefore: jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(expires),
	}
	signed, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(m.secret)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("sign token: %w", err)
	}
	return signed, expires, nil
}

// Verify checks the signature (HS256 only: no "none", no algorithm swap), the issuer, the expiry and
// the not-before time, and returns the claims.
func (m *Manager) Verify(tokenString string) (*Claims, error) {
	claims := &Claims{}
	_, err := jwt.ParseWithClaims(tokenString, claims, func(*jwt.Token) (any, error) { return m.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(m.issuer),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(m.now),
	)
	if err != nil || claims.Subject == "" {
		return nil, ErrInvalid
	}
	return claims, nil
}

// Authenticate verifies the token of an Authorization header ("Bearer <token>").
func (m *Manager) Authenticate(authorization string) (*Claims, error) {
	scheme, tokenString, found := strings.Cut(strings.TrimSpace(authorization), " ")
	if !found || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(tokenString) == "" {
		return nil, ErrMissing
	}
	if m == nil {
		return nil, ErrInvalid
	}
	return m.Verify(strings.TrimSpace(tokenString))
}

// Challenge is the WWW-Authenticate header of a 401 answer (RFC 6750).
func Challenge(err error) string {
	if errors.Is(err, ErrMissing) {
		return `Bearer realm="api"`
	}
	return `Bearer realm="api", error="invalid_token"`
}

// Me is the body of GET /api/v1/me.
type Me struct {
	Subject   string    `json:"subject"`
	Issuer    string    `json:"issuer"`
	ExpiresAt time.Time `json:"expires_at"`
}

// MeOf describes the caller of a verified token.
func MeOf(c *Claims) Me {
	me := Me{Subject: c.Subject, Issuer: c.Issuer}
	if c.ExpiresAt != nil {
		me.ExpiresAt = c.ExpiresAt.UTC()
	}
	return me
}
