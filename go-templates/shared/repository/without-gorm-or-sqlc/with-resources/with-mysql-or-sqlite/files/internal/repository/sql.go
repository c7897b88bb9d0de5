package repository

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"{{@module}}/internal/resource"
)

// placeholder is the n-th argument: MySQL and SQLite number them by position.
func placeholder(int) string {
	return "?"
}

// orderBy orders by column; NULL, the smallest value, comes first ascending.
func orderBy(column string, desc bool) string {
	if desc {
		return column + " DESC"
	}
	return column + " ASC"
}

// inUTC gives the times among args in UTC. SQLite keeps a time as the text the driver writes, which
// compares and sorts as the time it is only when every value has the same offset; MySQL's driver
// converts them to UTC (the connection's location) anyway.
func inUTC(args []any) []any {
	for i, arg := range args {
		switch v := arg.(type) {
		case time.Time:
			args[i] = v.UTC()
		case *time.Time:
			if v != nil {
				args[i] = v.UTC()
			}
		}
	}
	return args
}

// scanner is a row to read: *sql.Row or *sql.Rows.
type scanner interface {
	Scan(dest ...any) error
}

func list[T any](ctx context.Context, db *sql.DB, t table, scan func(scanner) (T, error), q resource.Query) ([]T, error) {
	query, args := t.list(q)
	rows, err := db.QueryContext(ctx, query, inUTC(args)...)
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", t.name, err)
	}
	defer func() { _ = rows.Close() }()
	items := []T{}
	for rows.Next() {
		item, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("list %s: %w", t.name, err)
		}
		items = append(items, item)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list %s: %w", t.name, err)
	}
	return items, nil
}

func get[T any](ctx context.Context, db *sql.DB, t table, scan func(scanner) (T, error), id int64) (T, error) {
	item, err := scan(db.QueryRowContext(ctx, t.selectByID(), id))
	if err != nil {
		return item, fmt.Errorf("get from %s: %w", t.name, storeError(t, err))
	}
	return item, nil
}

// remove deletes the row with id, or returns resource.ErrNotFound.
func remove(ctx context.Context, db *sql.DB, t table, id int64) error {
	res, err := db.ExecContext(ctx, t.deleteByID(), id)
	if err != nil {
		return fmt.Errorf("delete from %s: %w", t.name, storeError(t, err))
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("delete from %s: %w", t.name, err)
	}
	if n == 0 {
		return fmt.Errorf("delete from %s: %w", t.name, resource.ErrNotFound)
	}
	return nil
}
