package migrate

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// lockName names the lock that keeps two instances from migrating at once.
const lockName = "schema_migrations"

// MySQL records migrations in MySQL. MySQL commits each CREATE, ALTER or DROP as it runs, so a
// migration that fails halfway is not rolled back: keep one change of the schema per migration.
type MySQL struct {
	db *sql.DB
}

// NewMySQL returns the runner's adapter on db.
func NewMySQL(db *sql.DB) *MySQL {
	return &MySQL{db: db}
}

// EnsureTable creates schema_migrations if it does not exist.
func (m *MySQL) EnsureTable(ctx context.Context) error {
	_, err := m.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version BIGINT PRIMARY KEY,
		name VARCHAR(255) NOT NULL,
		applied_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
	)`)
	return err
}

// Applied returns the applied versions.
func (m *MySQL) Applied(ctx context.Context) ([]int, error) {
	return appliedVersions(ctx, m.db)
}

// Apply runs the statements of script and records version, holding the migration lock; a version
// another instance applied meanwhile is skipped.
func (m *MySQL) Apply(ctx context.Context, version int, name, script string) error {
	return m.locked(ctx, func(conn *sql.Conn) error {
		var done bool
		if err := conn.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ?)`, version).Scan(&done); err != nil || done {
			return err
		}
		if err := execAll(ctx, conn, script); err != nil {
			return err
		}
		_, err := conn.ExecContext(ctx, `INSERT INTO schema_migrations (version, name) VALUES (?, ?)`, version, name)
		return err
	})
}

// Revert runs the statements of script and forgets version, holding the migration lock.
func (m *MySQL) Revert(ctx context.Context, version int, script string) error {
	return m.locked(ctx, func(conn *sql.Conn) error {
		if err := execAll(ctx, conn, script); err != nil {
			return err
		}
		_, err := conn.ExecContext(ctx, `DELETE FROM schema_migrations WHERE version = ?`, version)
		return err
	})
}

// locked runs fn on one connection holding the named migration lock (waiting up to a minute for it).
func (m *MySQL) locked(ctx context.Context, fn func(conn *sql.Conn) error) error {
	conn, err := m.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = conn.Close() }()
	var got sql.NullInt64
	if err := conn.QueryRowContext(ctx, `SELECT GET_LOCK(?, 60)`, lockName).Scan(&got); err != nil {
		return fmt.Errorf("take the migration lock: %w", err)
	}
	if got.Int64 != 1 {
		return errors.New("another instance held the migration lock for a minute")
	}
	defer func() { _, _ = conn.ExecContext(context.WithoutCancel(ctx), `SELECT RELEASE_LOCK(?)`, lockName) }()
	return fn(conn)
}

func execAll(ctx context.Context, conn *sql.Conn, script string) error {
	for _, stmt := range statements(script) {
		if _, err := conn.ExecContext(ctx, stmt); err != nil {
			return err
		}
	}
	return nil
}

var statementEnd = regexp.MustCompile(`;[ \t]*(\r?\n|$)`)

// statements splits a migration into the statements MySQL runs one at a time, at each semicolon that
// ends a line; parts holding only comments are dropped.
func statements(script string) []string {
	var out []string
	for _, part := range statementEnd.Split(script, -1) {
		for _, line := range strings.Split(part, "\n") {
			if l := strings.TrimSpace(line); l != "" && !strings.HasPrefix(l, "--") {
				out = append(out, strings.TrimSpace(part))
				break
			}
		}
	}
	return out
}
