package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"sync"
	"time"
)

var (
	// ErrMissingToken is returned when a request carries no bearer token.
	ErrMissingToken = errors.New("missing bearer token")
	// ErrInvalidToken is returned for a token that no session has, or whose session expired.
	ErrInvalidToken = errors.New("invalid or expired token")
)

// Session is a logged-in user's session, the body of GET /api/v1/me.
type Session struct {
	User      PublicUser `json:"user"`
	ExpiresAt time.Time  `json:"expires_at"`
}

// Sessions keeps the sessions login opens, in memory: they end when the service stops, and each
// instance knows only its own. A session is found by its bearer token, an opaque random value of
// 32 bytes; only the token's SHA-256 is kept, so the map gives no usable credential away. Safe for
// concurrent use.
type Sessions struct {
	mu     sync.Mutex
	byHash map[[sha256.Size]byte]Session
	ttl    time.Duration
	now    func() time.Time
}

// NewSessions returns an empty store whose sessions last ttl.
func NewSessions(ttl time.Duration) *Sessions {
	return &Sessions{byHash: map[[sha256.Size]byte]Session{}, ttl: ttl, now: time.Now}
}

// Create opens a session for u and returns its bearer token and the instant it expires.
func (s *Sessions) Create(u PublicUser) (string, time.Time, error) {
	secret := make([]byte, 32)
	if _, err := rand.Read(secret); err != nil {
		return "", time.Time{}, err
	}
	bearer := base64.RawURLEncoding.EncodeToString(secret)
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	// Forget the expired sessions first, so the map holds only live ones. Logins are paced by bcrypt,
	// so this pass costs little next to them.
	for hash, session := range s.byHash {
		if !now.Before(session.ExpiresAt) {
			delete(s.byHash, hash)
		}
	}
	session := Session{User: u, ExpiresAt: now.Add(s.ttl).UTC().Truncate(time.Second)}
	s.byHash[sha256.Sum256([]byte(bearer))] = session
	return bearer, session.ExpiresAt, nil
}

// Authenticate returns the session of the token of an Authorization header ("Bearer <token>").
func (s *Sessions) Authenticate(authorization string) (Session, error) {
	scheme, bearer, found := strings.Cut(strings.TrimSpace(authorization), " ")
	bearer = strings.TrimSpace(bearer)
	if !found || !strings.EqualFold(scheme, "Bearer") || bearer == "" {
		return Session{}, ErrMissingToken
	}
	hash := sha256.Sum256([]byte(bearer))
	s.mu.Lock()
	defer s.mu.Unlock()
	session, ok := s.byHash[hash]
	if !ok {
		return Session{}, ErrInvalidToken
	}
	if !s.now().Before(session.ExpiresAt) {
		delete(s.byHash, hash)
		return Session{}, ErrInvalidToken
	}
	return session, nil
}

// Challenge is the WWW-Authenticate header of a 401 answer (RFC 6750).
func Challenge(err error) string {
	if errors.Is(err, ErrMissingToken) {
		return `Bearer realm="api"`
	}
	return `Bearer realm="api", error="invalid_token"`
}
