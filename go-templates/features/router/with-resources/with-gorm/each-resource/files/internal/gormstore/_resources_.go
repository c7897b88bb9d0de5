package gormstore

import (
	"context"
	"errors"
	"fmt"

	"gorm.io/gorm"

	"{{@module}}/internal/models"
	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.Name}}Store keeps {{@R.labels}} in the {{@R.snakes}} table, as models.{{@R.Name}} rows.
type {{@R.Name}}Store struct {
	db *gorm.DB
}

// New{{@R.Name}}Store returns the store of {{@R.labels}} on db.
func New{{@R.Name}}Store(db *gorm.DB) *{{@R.Name}}Store {
	return &{{@R.Name}}Store{db: quietOnRefusals(db)}
}

// from{{@R.Name}}Model is the {{@R.label}} of a row, its times in UTC whatever zone the driver read
// them in, its decimals at their scale.
func from{{@R.Name}}Model(m models.{{@R.Name}}) {{@R.pkg}}.{{@R.Name}} {
	item := {{@R.pkg}}.{{@R.Name}}(m)
	item.CreatedAt, item.UpdatedAt = item.CreatedAt.UTC(), item.UpdatedAt.UTC()
	{{@F.afterRead}}
	return item
}

// List returns the {{@R.labels}} q selects, in its order (then by id), the page it asks.
func (s *{{@R.Name}}Store) List(ctx context.Context, q resource.Query) ([]{{@R.pkg}}.{{@R.Name}}, error) {
	var rows []models.{{@R.Name}}
	if err := selecting(s.db.WithContext(ctx), q).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("list {{@R.labels}}: %w", err)
	}
	items := make([]{{@R.pkg}}.{{@R.Name}}, len(rows))
	for i, m := range rows {
		items[i] = from{{@R.Name}}Model(m)
	}
	return items, nil
}

// Get returns the {{@R.label}} with id, or resource.ErrNotFound.
func (s *{{@R.Name}}Store) Get(ctx context.Context, id int64) ({{@R.pkg}}.{{@R.Name}}, error) {
	var m models.{{@R.Name}}
	err := s.db.WithContext(ctx).First(&m, id).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return {{@R.pkg}}.{{@R.Name}}{}, resource.ErrNotFound
	}
	if err != nil {
		return {{@R.pkg}}.{{@R.Name}}{}, fmt.Errorf("get {{@R.label}} %d: %w", id, err)
	}
	return from{{@R.Name}}Model(m), nil
}

// Create stores a new {{@R.label}} (GORM sets its id and timestamps) and answers it as a read would:
// the database keeps times to the microsecond.
func (s *{{@R.Name}}Store) Create(ctx context.Context, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	m := to{{@R.Name}}Model(0, in)
	if err := s.db.WithContext(ctx).Create(&m).Error; err != nil {
		return {{@R.pkg}}.{{@R.Name}}{}, writeError(s.db, "{{@R.snakes}}", "create {{@R.label}}", err)
	}
	return s.Get(ctx, m.ID)
}

// Update replaces the fields of the {{@R.label}} with id, or returns resource.ErrNotFound. It reads the
// row back rather than trusting the rows affected, which MySQL counts as changed rows, not matched
// ones.
func (s *{{@R.Name}}Store) Update(ctx context.Context, id int64, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	m := to{{@R.Name}}Model(id, in)
	// Every column, zero values and nulls too (Select("*")), but the id and created_at; GORM sets
	// updated_at.
	err := s.db.WithContext(ctx).Model(&m).Select("*").Omit("id", "created_at").Updates(&m).Error
	if err != nil {
		return {{@R.pkg}}.{{@R.Name}}{}, writeError(s.db, "{{@R.snakes}}", fmt.Sprintf("update {{@R.label}} %d", id), err)
	}
	return s.Get(ctx, id)
}

// Delete removes the {{@R.label}} with id, or returns resource.ErrNotFound.
func (s *{{@R.Name}}Store) Delete(ctx context.Context, id int64) error {
	res := s.db.WithContext(ctx).Delete(&models.{{@R.Name}}{}, id)
	if res.Error != nil {
		return writeError(s.db, "{{@R.snakes}}", fmt.Sprintf("delete {{@R.label}} %d", id), res.Error)
	}
	if res.RowsAffected == 0 {
		return resource.ErrNotFound
	}
	return nil
}

func to{{@R.Name}}Model(id int64, in {{@R.pkg}}.Input) models.{{@R.Name}} {
	m := models.{{@R.Name}}{ID: id}
	m.{{@F.Name}} = in.{{@F.Name}}
	return m
}
