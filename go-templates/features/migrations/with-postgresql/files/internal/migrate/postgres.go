package migrate

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// lockID keys the advisory lock that keeps two instances from migrating at once.
const lockID = 7_143_000_001

// Postgres records migrations in PostgreSQL.
type Postgres struct {
	pool *pgxpool.Pool
}

// NewPostgres returns the runner's adapter on pool.
func NewPostgres(pool *pgxpool.Pool) *Postgres {
	return &Postgres{pool: pool}
}

// EnsureTable creates schema_migrations if it does not exist.
func (p *Postgres) EnsureTable(ctx context.Context) error {
	_, err := p.pool.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version BIGINT PRIMARY KEY,
		name TEXT NOT NULL,
		applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
	)`)
	return err
}

// Applied returns the applied versions.
func (p *Postgres) Applied(ctx context.Context) ([]int, error) {
	rows, err := p.pool.Query(ctx, `SELECT version FROM schema_migrations ORDER BY version`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[int])
}

// Apply runs sql and records version in one transaction, under an advisory lock; a version another
// instance applied meanwhile is skipped.
func (p *Postgres) Apply(ctx context.Context, version int, name, sql string) error {
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(lockID)); err != nil {
			return err
		}
		var done bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = $1)`, version).Scan(&done); err != nil || done {
			return err
		}
		if _, err := tx.Exec(ctx, sql); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, version, name)
		return err
	})
}

// Revert runs sql and forgets version in one transaction.
func (p *Postgres) Revert(ctx context.Context, version int, sql string) error {
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(lockID)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, sql); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `DELETE FROM schema_migrations WHERE version = $1`, version)
		return err
	})
}
