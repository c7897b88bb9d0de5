package repository

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.Name}}Repository stores the {{@R.labels}} in the {{@R.snakes}} table: a {{@R.pkg}}.Store.
type {{@R.Name}}Repository struct {
	pool *pgxpool.Pool
}

// New{{@R.Name}}Repository returns the repository of {{@R.labels}} on pool.
func New{{@R.Name}}Repository(pool *pgxpool.Pool) *{{@R.Name}}Repository {
	return &{{@R.Name}}Repository{pool: pool}
}

// {{@R.names}}Table is the {{@R.snakes}} table of migrations/0001_create_resources.up.sql.
var {{@R.names}}Table = table{
	name: "{{@R.snakes}}",
	fields: []field{
		{{@F.tableField}},
	},
}

// {{@R.name}}Fields are the values of in, in the order of {{@R.names}}Table's fields.
func {{@R.name}}Fields(in {{@R.pkg}}.Input) []any {
	return []any{
		in.{{@F.Name}},
	}
}

// scan{{@R.Name}} reads a row of {{@R.names}}Table's columns, each value as the API answers it: pgx
// reads a NUMERIC zero without its scale (0 for 0.00), a TIMESTAMPTZ in the local zone.
func scan{{@R.Name}}(row pgx.CollectableRow) ({{@R.pkg}}.{{@R.Name}}, error) {
	var item {{@R.pkg}}.{{@R.Name}}
	err := row.Scan(
		&item.ID,
		{{@F.scanTarget}},
		&item.CreatedAt,
		&item.UpdatedAt,
	)
	{{@F.afterRead}}
	return item, err
}

// List returns the {{@R.labels}} q selects, in its order, the page it asks.
func (r *{{@R.Name}}Repository) List(ctx context.Context, q resource.Query) ([]{{@R.pkg}}.{{@R.Name}}, error) {
	return list(ctx, r.pool, {{@R.names}}Table, scan{{@R.Name}}, q)
}

// Get returns the {{@R.label}} with id, or resource.ErrNotFound.
func (r *{{@R.Name}}Repository) Get(ctx context.Context, id int64) ({{@R.pkg}}.{{@R.Name}}, error) {
	return get(ctx, r.pool, {{@R.names}}Table, scan{{@R.Name}}, id)
}

// Create stores a new {{@R.label}}; resource.ErrConflict when a unique field's value is taken.
func (r *{{@R.Name}}Repository) Create(ctx context.Context, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	return create(ctx, r.pool, {{@R.names}}Table, scan{{@R.Name}}, {{@R.name}}Fields(in))
}

// Update replaces the fields of the {{@R.label}} with id, or returns resource.ErrNotFound.
func (r *{{@R.Name}}Repository) Update(ctx context.Context, id int64, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	return update(ctx, r.pool, {{@R.names}}Table, scan{{@R.Name}}, id, {{@R.name}}Fields(in))
}

// Delete removes the {{@R.label}} with id (and, through the foreign keys, the rows that require it),
// or returns resource.ErrNotFound.
func (r *{{@R.Name}}Repository) Delete(ctx context.Context, id int64) error {
	return remove(ctx, r.pool, {{@R.names}}Table, id)
}
