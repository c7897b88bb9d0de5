package repository

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"time"

	"github.com/go-sql-driver/mysql"

	"{{@module}}/internal/resource"
)

// constraintName finds the constraint a MySQL error message names.
var constraintName = regexp.MustCompile("CONSTRAINT `([^`]+)`")

// storeError maps what MySQL refuses to the errors of internal/resource: a unique value taken is
// a *resource.ConflictError naming its field, a reference naming no row a *resource.ValidationError (the handlers check
// references first; this answers a row deleted in between, or another caller of the repository).
func storeError(t table, err error) error {
	var myErr *mysql.MySQLError
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return resource.ErrNotFound
	case !errors.As(err, &myErr):
		return err
	case myErr.Number == 1062: // ER_DUP_ENTRY
		return resource.ConflictIn(t.name, myErr.Message)
	case myErr.Number == 1452: // ER_NO_REFERENCED_ROW_2
		name := ""
		if m := constraintName.FindStringSubmatch(myErr.Message); m != nil {
			name = m[1]
		}
		return t.referenceError(name)
	default:
		return err
	}
}

// create inserts a row and reads it back (MySQL has no RETURNING). The timestamps are set here, in
// UTC, rather than by the column defaults, whose time zone is the server's.
func create[T any](ctx context.Context, db *sql.DB, t table, scan func(scanner) (T, error), fields []any) (T, error) {
	var zero T
	now := time.Now().UTC()
	res, err := db.ExecContext(ctx, t.insert(), inUTC(append(fields, now, now))...)
	if err != nil {
		return zero, fmt.Errorf("insert into %s: %w", t.name, storeError(t, err))
	}
	id, err := res.LastInsertId()
	if err != nil {
		return zero, fmt.Errorf("insert into %s: %w", t.name, err)
	}
	return get(ctx, db, t, scan, id)
}

// update replaces the fields of the row with id and reads it back, or returns resource.ErrNotFound.
func update[T any](ctx context.Context, db *sql.DB, t table, scan func(scanner) (T, error), id int64, fields []any) (T, error) {
	// MySQL counts changed rows, not matched ones: whether the row exists is told by reading it back.
	if _, err := db.ExecContext(ctx, t.update(), inUTC(append(fields, time.Now().UTC(), id))...); err != nil {
		var zero T
		return zero, fmt.Errorf("update %s: %w", t.name, storeError(t, err))
	}
	return get(ctx, db, t, scan, id)
}
