package repository

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"{{@module}}/internal/resource"
)

// placeholder is PostgreSQL's n-th argument.
func placeholder(n int) string {
	return "$" + strconv.Itoa(n)
}

// orderBy orders by column with NULL first, the smallest value, as MySQL and SQLite do.
func orderBy(column string, desc bool) string {
	if desc {
		return column + " DESC NULLS LAST"
	}
	return column + " ASC NULLS FIRST"
}

// storeError maps what PostgreSQL refuses to the errors of internal/resource: a unique value taken
// is a *resource.ConflictError naming its field, a reference naming no row a *resource.ValidationError (the handlers check
// references first; this answers a row deleted in between, or another caller of the repository).
func storeError(t table, err error) error {
	var pgErr *pgconn.PgError
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return resource.ErrNotFound
	case !errors.As(err, &pgErr):
		return err
	case pgErr.Code == "23505": // unique_violation
		return resource.ConflictIn(t.name, pgErr.ConstraintName)
	case pgErr.Code == "23503": // foreign_key_violation
		return t.referenceError(pgErr.ConstraintName)
	default:
		return err
	}
}

func list[T any](ctx context.Context, pool *pgxpool.Pool, t table, scan pgx.RowToFunc[T], q resource.Query) ([]T, error) {
	query, args := t.list(q)
	rows, err := pool.Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", t.name, err)
	}
	items, err := pgx.CollectRows(rows, scan)
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", t.name, err)
	}
	return items, nil
}

// one reads the single row of a statement.
func one[T any](ctx context.Context, pool *pgxpool.Pool, t table, scan pgx.RowToFunc[T], query string, args ...any) (T, error) {
	rows, err := pool.Query(ctx, query, args...)
	if err == nil {
		var item T
		item, err = pgx.CollectExactlyOneRow(rows, scan)
		if err == nil {
			return item, nil
		}
	}
	var zero T
	return zero, storeError(t, err)
}

func get[T any](ctx context.Context, pool *pgxpool.Pool, t table, scan pgx.RowToFunc[T], id int64) (T, error) {
	item, err := one(ctx, pool, t, scan, t.selectByID(), id)
	if err != nil {
		return item, fmt.Errorf("get from %s: %w", t.name, err)
	}
	return item, nil
}

// create inserts a row and returns it as stored. The timestamps are set here, in UTC, like the
// other databases' repositories do.
func create[T any](ctx context.Context, pool *pgxpool.Pool, t table, scan pgx.RowToFunc[T], fields []any) (T, error) {
	now := time.Now().UTC()
	item, err := one(ctx, pool, t, scan, t.insert()+" RETURNING "+t.columns(), append(fields, now, now)...)
	if err != nil {
		return item, fmt.Errorf("insert into %s: %w", t.name, err)
	}
	return item, nil
}

// update replaces the fields of the row with id and returns it, or resource.ErrNotFound.
func update[T any](ctx context.Context, pool *pgxpool.Pool, t table, scan pgx.RowToFunc[T], id int64, fields []any) (T, error) {
	item, err := one(ctx, pool, t, scan, t.update()+" RETURNING "+t.columns(), append(fields, time.Now().UTC(), id)...)
	if err != nil {
		return item, fmt.Errorf("update %s: %w", t.name, err)
	}
	return item, nil
}

// remove deletes the row with id, or returns resource.ErrNotFound.
func remove(ctx context.Context, pool *pgxpool.Pool, t table, id int64) error {
	tag, err := pool.Exec(ctx, t.deleteByID(), id)
	if err != nil {
		return fmt.Errorf("delete from %s: %w", t.name, storeError(t, err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("delete from %s: %w", t.name, resource.ErrNotFound)
	}
	return nil
}
