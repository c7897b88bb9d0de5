package {{@R.pkg}}

import (
	"context"
	"fmt"

	"{{@module}}/internal/database"
	"{{@module}}/internal/queries"
	"{{@module}}/internal/resource"
)

// SQLCStore keeps {{@R.labels}} in the database through the queries sqlc generated from
// sqlc/{{@R.snakes}}.sql.
type SQLCStore struct {
	q *queries.Queries
}

// NewSQLCStore returns a Store on q.
func NewSQLCStore(q *queries.Queries) *SQLCStore {
	return &SQLCStore{q: q}
}

// List returns the {{@R.labels}} q selects, in its order (then by id), the page it asks.
func (s *SQLCStore) List(ctx context.Context, q resource.Query) ([]{{@R.Name}}, error) {
	rows, err := s.q.List{{@R.Names}}(ctx, listParams(q))
	if err != nil {
		return nil, fmt.Errorf("list {{@R.labels}}: %w", err)
	}
	items := make([]{{@R.Name}}, len(rows))
	for i, row := range rows {
		items[i] = fromRow(row)
	}
	return items, nil
}

// Get returns the {{@R.label}} with id, or resource.ErrNotFound.
func (s *SQLCStore) Get(ctx context.Context, id int64) ({{@R.Name}}, error) {
	return one(s.q.Get{{@R.Name}}(ctx, id))
}

// Create stores a new {{@R.label}}; resource.ErrConflict when a unique field's value is taken.
func (s *SQLCStore) Create(ctx context.Context, in Input) ({{@R.Name}}, error) {
	return one(s.q.Create{{@R.Name}}(ctx, createParams(in)))
}

// Update replaces the fields of the {{@R.label}} with id, or returns resource.ErrNotFound.
func (s *SQLCStore) Update(ctx context.Context, id int64, in Input) ({{@R.Name}}, error) {
	return one(s.q.Update{{@R.Name}}(ctx, updateParams(id, in)))
}

// Delete removes the {{@R.label}} with id, or returns resource.ErrNotFound.
func (s *SQLCStore) Delete(ctx context.Context, id int64) error {
	n, err := s.q.Delete{{@R.Name}}(ctx, id)
	if err != nil {
		return fmt.Errorf("delete {{@R.label}} %d: %w", id, err)
	}
	if n == 0 {
		return resource.ErrNotFound
	}
	return nil
}

// one is the {{@R.label}} of a query answering one row; what the database refuses becomes an error
// of internal/resource (no row, a unique value taken, a reference naming no row).
func one(row queries.{{@R.Name}}, err error) ({{@R.Name}}, error) {
	if err != nil {
		return {{@R.Name}}{}, fmt.Errorf("{{@R.snakes}}: %w", database.ResourceError("{{@R.snakes}}", err))
	}
	return fromRow(row), nil
}
