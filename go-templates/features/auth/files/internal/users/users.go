// Package users stores the service's user accounts.
package users

import (
	"context"
	"errors"
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
