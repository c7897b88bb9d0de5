// Package userstest gives tests a users.Store in memory. The service keeps its accounts in the
// database; only tests import this package, so it is not in the binary.
package userstest

import (
	"context"
	"strings"
	"sync"
	"time"

	"{{@module}}/internal/users"
)

// Store keeps users in a map keyed by the lower-case address. Safe for concurrent use.
type Store struct {
	mu      sync.Mutex
	byEmail map[string]users.User
}

// NewStore returns an empty store.
func NewStore() *Store {
	return &Store{byEmail: map[string]users.User{}}
}

// Create adds a user, or returns users.ErrEmailTaken.
func (s *Store) Create(_ context.Context, email string, passwordHash []byte) (users.User, error) {
	key := strings.ToLower(email)
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, taken := s.byEmail[key]; taken {
		return users.User{}, users.ErrEmailTaken
	}
	u := users.User{ID: int64(len(s.byEmail)) + 1, Email: email, PasswordHash: passwordHash, CreatedAt: time.Now().UTC()}
	s.byEmail[key] = u
	return u, nil
}

// ByEmail returns the user with the e-mail address, or users.ErrNotFound.
func (s *Store) ByEmail(_ context.Context, email string) (users.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.byEmail[strings.ToLower(email)]
	if !ok {
		return users.User{}, users.ErrNotFound
	}
	return u, nil
}
