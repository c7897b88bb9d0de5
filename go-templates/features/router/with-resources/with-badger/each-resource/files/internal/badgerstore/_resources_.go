package badgerstore

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/dgraph-io/badger/v4"

	"{{@module}}/internal/listing"
	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.Name}}Store keeps {{@R.labels}} in Badger, under the keys {{@R.snakes}}/<id>. Safe for
// concurrent use.
type {{@R.Name}}Store struct {
	*table[{{@R.pkg}}.{{@R.Name}}]
}

// New{{@R.Name}}Store returns the store of {{@R.labels}} in db. Close it before db.
func New{{@R.Name}}Store(db *badger.DB) (*{{@R.Name}}Store, error) {
	t, err := openTable(db, "{{@R.snakes}}", decode{{@R.Name}})
	if err != nil {
		return nil, err
	}
	return &{{@R.Name}}Store{t}, nil
}

// List returns the {{@R.labels}} q selects, in its order (then by id), the page it asks: filtered,
// ordered and paged in Go (internal/listing), over every {{@R.label}} read from Badger.
func (s *{{@R.Name}}Store) List(ctx context.Context, q resource.Query) ([]{{@R.pkg}}.{{@R.Name}}, error) {
	items, err := s.all(ctx)
	if err != nil {
		return nil, err
	}
	return listing.{{@R.Names}}(slices.Values(items), q), nil
}

// Get returns the {{@R.label}} with id, or resource.ErrNotFound.
func (s *{{@R.Name}}Store) Get(_ context.Context, id int64) ({{@R.pkg}}.{{@R.Name}}, error) {
	return s.find(id)
}

// Create stores a new {{@R.label}}; resource.ErrConflict when a unique field's value is taken.
func (s *{{@R.Name}}Store) Create(_ context.Context, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	id, err := s.nextID()
	if err != nil {
		return {{@R.pkg}}.{{@R.Name}}{}, err
	}
	now := time.Now().UTC()
	item := new{{@R.Name}}(id, in, now, now)
	err = s.write(func(txn *badger.Txn) error {
		{{@F.uniqueScan}}
		return s.set(txn, item.ID, item)
	})
	if err != nil {
		return {{@R.pkg}}.{{@R.Name}}{}, fmt.Errorf("create {{@R.label}}: %w", err)
	}
	return item, nil
}

// Update replaces the fields of the {{@R.label}} with id, or returns resource.ErrNotFound.
func (s *{{@R.Name}}Store) Update(_ context.Context, id int64, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	var item {{@R.pkg}}.{{@R.Name}}
	err := s.write(func(txn *badger.Txn) error {
		old, err := s.get(txn, id)
		if err != nil {
			return err
		}
		item = new{{@R.Name}}(id, in, old.CreatedAt, time.Now().UTC())
		{{@F.uniqueScan}}
		return s.set(txn, item.ID, item)
	})
	if err != nil {
		return {{@R.pkg}}.{{@R.Name}}{}, fmt.Errorf("update {{@R.label}} %d: %w", id, err)
	}
	return item, nil
}

// Delete removes the {{@R.label}} with id, or returns resource.ErrNotFound.
func (s *{{@R.Name}}Store) Delete(_ context.Context, id int64) error {
	return s.remove(id)
}

func new{{@R.Name}}(id int64, in {{@R.pkg}}.Input, created, updated time.Time) {{@R.pkg}}.{{@R.Name}} {
	item := {{@R.pkg}}.{{@R.Name}}{ID: id, CreatedAt: created, UpdatedAt: updated}
	item.{{@F.Name}} = in.{{@F.Name}}
	return item
}

// decode{{@R.Name}} reads a {{@R.label}} as stored. One an earlier version of the service wrote lacks
// the keys of the fields added since, and encoding/json leaves a field whose key is absent as it
// was: the item starts with {{@R.pkg}}.Defaults, so an old item reads as one created without those
// fields. A null of a field made required since keeps its default too (encoding/json skips a null
// for a value that is not a pointer), as the SQL stores' migration fills it. The keys of fields
// dropped since are ignored. A decimal field that was an integer then holds a JSON number, read as
// its text, at the field's scale as the SQL stores' column keeps it.
func decode{{@R.Name}}(data []byte) ({{@R.pkg}}.{{@R.Name}}, error) {
	item := new{{@R.Name}}(0, {{@R.pkg}}.Defaults(), time.Time{}, time.Time{})
	data = decimalNumbers(data, {{@F.decimalKeys}})
	err := json.Unmarshal(data, &item)
	{{@F.afterRead}}
	return item, err
}
