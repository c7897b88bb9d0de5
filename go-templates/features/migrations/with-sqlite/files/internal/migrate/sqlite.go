package migrate

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// SQLite records migrations in SQLite. Each migration runs in one transaction with its record (SQLite
// rolls back DDL too), and transactions take the write lock when they begin (internal/database), so
// two instances do not apply one twice. Foreign keys are off while it runs, as SQLite's documentation
// asks of a migration that builds a table anew (dropping the old one would otherwise delete, or
// cascade to, the rows referring to it), and checked before it commits.
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

// inTx runs fn in a transaction of a connection of its own, its foreign keys off (SQLite changes them
// only outside a transaction) and checked before the commit.
func (s *SQLite) inTx(ctx context.Context, fn func(tx *sql.Tx) error) (err error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, conn.Close()) }()
	if _, err := conn.ExecContext(ctx, "PRAGMA foreign_keys = OFF"); err != nil {
		return err
	}
	// Back on before the connection returns to the pool, whatever happened.
	defer func() {
		_, on := conn.ExecContext(context.WithoutCancel(ctx), "PRAGMA foreign_keys = ON")
		err = errors.Join(err, on)
	}()
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	if err := fn(tx); err != nil {
		return err
	}
	if err := foreignKeysHold(ctx, tx); err != nil {
		return err
	}
	return tx.Commit()
}

// foreignKeysHold reports the first row whose reference names no row, if any.
func foreignKeysHold(ctx context.Context, tx *sql.Tx) error {
	var table, parent string
	var row sql.NullInt64
	var key int
	err := tx.QueryRowContext(ctx, "PRAGMA foreign_key_check").Scan(&table, &row, &parent, &key)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	return fmt.Errorf("row %d of %s refers to a row of %s that does not exist", row.Int64, table, parent)
}
