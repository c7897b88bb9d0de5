package repository

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"modernc.org/sqlite"

	"{{@module}}/internal/resource"
)

// storeError maps what SQLite refuses to the errors of internal/resource: a unique value taken is
// a *resource.ConflictError naming its field, a reference naming no row a *resource.ValidationError (the handlers check
// references first; this answers a row deleted in between, or another caller of the repository).
func storeError(t table, err error) error {
	var liteErr *sqlite.Error
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return resource.ErrNotFound
	case !errors.As(err, &liteErr):
		return err
	case liteErr.Code() == 2067: // SQLITE_CONSTRAINT_UNIQUE
		return resource.ConflictIn(t.name, liteErr.Error())
	case liteErr.Code() == 787: // SQLITE_CONSTRAINT_FOREIGNKEY, which does not say which key
		return t.referenceError("")
	default:
		return err
	}
}

// create inserts a row and returns it as stored. The timestamps are set here, in UTC.
func create[T any](ctx context.Context, db *sql.DB, t table, scan func(scanner) (T, error), fields []any) (T, error) {
	now := time.Now().UTC()
	item, err := scan(db.QueryRowContext(ctx, t.insert()+" RETURNING "+t.columns(), inUTC(append(fields, now, now))...))
	if err != nil {
		return item, fmt.Errorf("insert into %s: %w", t.name, storeError(t, err))
	}
	return item, nil
}

// update replaces the fields of the row with id and returns it, or resource.ErrNotFound.
func update[T any](ctx context.Context, db *sql.DB, t table, scan func(scanner) (T, error), id int64, fields []any) (T, error) {
	item, err := scan(db.QueryRowContext(ctx, t.update()+" RETURNING "+t.columns(), inUTC(append(fields, time.Now().UTC(), id))...))
	if err != nil {
		return item, fmt.Errorf("update %s: %w", t.name, storeError(t, err))
	}
	return item, nil
}
