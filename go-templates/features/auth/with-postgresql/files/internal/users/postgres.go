package users

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// DBStore keeps users in the users table of PostgreSQL (migrations/0002_create_users.up.sql). Safe
// for concurrent use.
type DBStore struct {
	pool *pgxpool.Pool
}

// NewDBStore returns a store on pool.
func NewDBStore(pool *pgxpool.Pool) *DBStore {
	return &DBStore{pool: pool}
}

// Create adds a user, or returns ErrEmailTaken.
func (s *DBStore) Create(ctx context.Context, email string, passwordHash []byte) (User, error) {
	u := User{Email: email, PasswordHash: passwordHash}
	err := s.pool.QueryRow(ctx,
		`INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id, created_at`,
		email, string(passwordHash),
	).Scan(&u.ID, &u.CreatedAt)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" { // unique_violation
		return User{}, ErrEmailTaken
	}
	if err != nil {
		return User{}, fmt.Errorf("create user: %w", err)
	}
	u.CreatedAt = u.CreatedAt.UTC()
	return u, nil
}

// ByEmail returns the user with the e-mail address, or ErrNotFound.
func (s *DBStore) ByEmail(ctx context.Context, email string) (User, error) {
	var u User
	var hash string
	err := s.pool.QueryRow(ctx,
		`SELECT id, email, password_hash, created_at FROM users WHERE lower(email) = $1`,
		strings.ToLower(email),
	).Scan(&u.ID, &u.Email, &hash, &u.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, fmt.Errorf("find user: %w", err)
	}
	u.PasswordHash = []byte(hash)
	u.CreatedAt = u.CreatedAt.UTC()
	return u, nil
}
