// Package gormstore keeps the resources in the database through GORM: a store per resource on its
// model of internal/models, whose table migrations/ creates.
package gormstore

import (
	"errors"
	"fmt"

	"gorm.io/gorm"

	"{{@module}}/internal/resource"
)

// selecting narrows tx to what q selects: its equality filters (ParseQuery accepts only the
// resource's own fields, which are its columns; GORM quotes a condition map's keys), its order then
// the id's, so that pages never overlap, and its page.
func selecting(tx *gorm.DB, q resource.Query) *gorm.DB {
	for _, f := range q.Filters {
		tx = tx.Where(map[string]any{f.Field: f.Value})
	}
	direction := " ASC"
	if q.Desc {
		direction = " DESC"
	}
	tx = tx.Order(tx.Statement.Quote(q.Sort) + direction)
	if q.Sort != "id" {
		tx = tx.Order(tx.Statement.Quote("id") + direction)
	}
	return tx.Limit(q.Limit).Offset(q.Offset)
}

// writeError is the error of a refused write, as the handlers answer it: a unique value taken is
// resource.ErrConflict (409), and a reference to a row deleted since the handler checked it a
// *resource.ValidationError (400), never a 500.
func writeError(db *gorm.DB, op string, err error) error {
	switch err := translate(db, err); {
	case errors.Is(err, gorm.ErrDuplicatedKey):
		return resource.ErrConflict
	case errors.Is(err, gorm.ErrForeignKeyViolated):
		return resource.Invalid("body", "names a row that does not exist")
	default:
		return fmt.Errorf("%s: %w", op, err)
	}
}
