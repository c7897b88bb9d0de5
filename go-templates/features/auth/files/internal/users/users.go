// Package users stores the service's user accounts.
package users

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"
)

var (
	// ErrNotFound is returned when no user has the e-mail address.
	ErrNotFound = errors.New("user not found")
	// ErrEmailTaken is returned when creating a user whose e-mail address is registered.
	ErrEmailTaken = errors.New("e-mail address already registered")
)

// User is an account. PasswordHash never leaves the service.
type User struct {
	ID           int64
	Email        string
	PasswordHash []byte
	CreatedAt    time.Time
}

// Store keeps users; e-mail addresses are unique, compared in lower case.
type Store interface {
	Create(ctx context.Context, email string, passwordHash []byte) (User, error)
	ByEmail(ctx context.Context, email string) (User, error)
}

// MemoryStore keeps users in memory: they are lost when the service stops. Safe for concurrent use.
type MemoryStore struct {
	mu      sync.Mutex
	byEmail map[string]User
	nextID  int64
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{byEmail: map[string]User{}, nextID: 1}
}

// Create adds a user, or returns ErrEmailTaken.
func (s *MemoryStore) Create(_ context.Context, email string, passwordHash []byte) (User, error) {
	key := strings.ToLower(email)
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, taken := s.byEmail[key]; taken {
		return User{}, ErrEmailTaken
	}
	u := User{ID: s.nextID, Email: email, PasswordHash: passwordHash, CreatedAt: time.Now().UTC()}
	s.byEmail[key] = u
	s.nextID++
	return u, nil
}

// ByEmail returns the user with the e-mail address, or ErrNotFound.
func (s *MemoryStore) ByEmail(_ context.Context, email string) (User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.byEmail[strings.ToLower(email)]
	if !ok {
		return User{}, ErrNotFound
	}
	return u, nil
}
