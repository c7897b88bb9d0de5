package users

import (
	"context"
	"strings"
	"sync"
	"time"
)

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
