// Package auth registers users and checks their credentials; the HTTP handlers sit in internal/server.
package auth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/mail"
	"strings"

	"golang.org/x/crypto/bcrypt"

	"{{@module}}/internal/users"
)

const (
	// MinPasswordLength is the shortest password accepted.
	MinPasswordLength = 8
	// MaxPasswordBytes is bcrypt's limit: longer passwords would be cut silently, so they are refused.
	MaxPasswordBytes = 72
)

// ErrInvalidCredentials is the one answer to a wrong e-mail or password: it does not tell which.
var ErrInvalidCredentials = errors.New("invalid email or password")

// ValidationError explains why a registration was refused.
type ValidationError struct {
	Message string
}

func (e *ValidationError) Error() string {
	return e.Message
}

// Credentials are what a client sends to register or log in.
type Credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// MaxBodyBytes is the largest request body DecodeCredentials reads.
const MaxBodyBytes = 16 << 10

// DecodeCredentials reads Credentials from a request body of at most MaxBodyBytes.
func DecodeCredentials(body io.Reader) (Credentials, error) {
	data, err := io.ReadAll(io.LimitReader(body, MaxBodyBytes+1))
	if err != nil {
		return Credentials{}, &ValidationError{Message: "the body could not be read"}
	}
	if len(data) > MaxBodyBytes {
		return Credentials{}, &ValidationError{Message: fmt.Sprintf("the body must be at most %d bytes", MaxBodyBytes)}
	}
	var c Credentials
	if err := json.Unmarshal(data, &c); err != nil {
		return Credentials{}, &ValidationError{Message: `the body must be JSON like {"email": "...", "password": "..."}`}
	}
	c.Email = strings.TrimSpace(c.Email)
	return c, nil
}

// PublicUser is what the API tells about a user.
type PublicUser struct {
	ID    int64  `json:"id"`
	Email string `json:"email"`
}

// Public returns the fields of u the API may show.
func Public(u users.User) PublicUser {
	return PublicUser{ID: u.ID, Email: u.Email}
}

// Welcomer greets an account that has just registered. Register calls it after the account is
// stored, so it must not block the request: a slow greeting (an e-mail) belongs in the background.
type Welcomer interface {
	Welcome(ctx context.Context, u users.User)
}

// Service registers users and checks their passwords.
type Service struct {
	users users.Store
	cost  int
	// welcomer greets each new account; nil greets nobody.
	welcomer Welcomer
	// dummyHash is compared when the e-mail is unknown, so both failures take as long.
	dummyHash []byte
}

// NewService returns a service on store hashing with bcrypt's default cost.
func NewService(store users.Store) *Service {
	return newService(store, bcrypt.DefaultCost)
}

func newService(store users.Store, cost int) *Service {
	dummy, err := bcrypt.GenerateFromPassword([]byte("dummy password for unknown users"), cost)
	if err != nil {
		panic(err) // only for a cost outside bcrypt's range
	}
	return &Service{users: store, cost: cost, dummyHash: dummy}
}

// Register validates the credentials and creates the user with a bcrypt hash of the password, then
// hands the new account to the Welcomer, if any.
func (s *Service) Register(ctx context.Context, c Credentials) (users.User, error) {
	addr, err := mail.ParseAddress(c.Email)
	switch {
	case err != nil || addr.Address != c.Email || len(c.Email) > 254:
		return users.User{}, &ValidationError{Message: "email must be a valid e-mail address"}
	case len([]rune(c.Password)) < MinPasswordLength:
		return users.User{}, &ValidationError{Message: fmt.Sprintf("password must be at least %d characters", MinPasswordLength)}
	case len(c.Password) > MaxPasswordBytes:
		return users.User{}, &ValidationError{Message: fmt.Sprintf("password must be at most %d bytes", MaxPasswordBytes)}
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(c.Password), s.cost)
	if err != nil {
		return users.User{}, fmt.Errorf("hash password: %w", err)
	}
	u, err := s.users.Create(ctx, c.Email, hash)
	if err != nil {
		return users.User{}, err
	}
	if s.welcomer != nil {
		s.welcomer.Welcome(ctx, u)
	}
	return u, nil
}

// Login returns the user whose e-mail and password match, or ErrInvalidCredentials.
func (s *Service) Login(ctx context.Context, c Credentials) (users.User, error) {
	u, err := s.users.ByEmail(ctx, c.Email)
	if errors.Is(err, users.ErrNotFound) {
		_ = bcrypt.CompareHashAndPassword(s.dummyHash, []byte(c.Password))
		return users.User{}, ErrInvalidCredentials
	}
	if err != nil {
		return users.User{}, err
	}
	if bcrypt.CompareHashAndPassword(u.PasswordHash, []byte(c.Password)) != nil {
		return users.User{}, ErrInvalidCredentials
	}
	return u, nil
}
