package migrate

import (
	"context"
	"database/sql"
)

// SQLite records migrations in SQLite. Each migration runs in one transaction with its record (SQLite
// rolls back DDL too), and transactions take the write lock when they begin (internal/database), so
// two instances do not apply one twice.
type SQLite struct {
	db *sql.DB
}

// NewSQLite returns the runner's adapter on db.
func NewSQLite(db *sql.DB) *SQLite {
	return &SQLite{db: db}
}

// EnsureTable creates schema_migrations if it does not exist.
func (s *SQLite) EnsureTable(ctx context.Context) error {
	_, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY,
		name TEXT NOT NULL,
		applied_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
	)`)
	return err
}

// Applied returns the applied versions.
func (s *SQLite) Applied(ctx context.Context) ([]int, error) {
	return appliedVersions(ctx, s.db)
}

// Apply runs script and records version in one transaction; a version another instance applied
// meanwhile is skipped.
func (s *SQLite) Apply(ctx context.Context, version int, name, script string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var done bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ?)`, version).Scan(&done); err != nil || done {
			return err
		}
		if _, err := tx.ExecContext(ctx, script); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name) VALUES (?, ?)`, version, name)
		return err
	})
}

// Revert runs script and forgets version in one transaction.
func (s *SQLite) Revert(ctx context.Context, version int, script string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, script); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM schema_migrations WHERE version = ?`, version)
		return err
	})
}

func (s *SQLite) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}
