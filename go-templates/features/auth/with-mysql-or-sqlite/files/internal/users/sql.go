package users

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// DBStore keeps users in the users table of MySQL or SQLite (migrations/0002_create_users.up.sql).
// Safe for concurrent use.
type DBStore struct {
	db *sql.DB
}

// NewDBStore returns a store on db.
func NewDBStore(db *sql.DB) *DBStore {
	return &DBStore{db: db}
}

// Create adds a user, or returns ErrEmailTaken.
func (s *DBStore) Create(ctx context.Context, email string, passwordHash []byte) (User, error) {
	u := User{Email: email, PasswordHash: passwordHash, CreatedAt: time.Now().UTC().Truncate(time.Microsecond)} // what DATETIME(6) keeps
	res, err := s.db.ExecContext(ctx,
		`INSERT INTO users (email, email_key, password_hash, created_at) VALUES (?, ?, ?, ?)`,
		email, strings.ToLower(email), string(passwordHash), u.CreatedAt,
	)
	if isUniqueViolation(err) {
		return User{}, ErrEmailTaken
	}
	if err != nil {
		return User{}, fmt.Errorf("create user: %w", err)
	}
	if u.ID, err = res.LastInsertId(); err != nil {
		return User{}, fmt.Errorf("create user: %w", err)
	}
	return u, nil
}

// ByEmail returns the user with the e-mail address, or ErrNotFound.
func (s *DBStore) ByEmail(ctx context.Context, email string) (User, error) {
	var u User
	var hash string
	err := s.db.QueryRowContext(ctx,
		`SELECT id, email, password_hash, created_at FROM users WHERE email_key = ?`, strings.ToLower(email),
	).Scan(&u.ID, &u.Email, &hash, &u.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, fmt.Errorf("find user: %w", err)
	}
	u.PasswordHash = []byte(hash)
	u.CreatedAt = u.CreatedAt.UTC()
	return u, nil
}
