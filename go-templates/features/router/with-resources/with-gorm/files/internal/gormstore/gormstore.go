// Package gormstore keeps the resources in the database through GORM: a store per resource on its
// model of internal/models, whose table migrations/ creates.
package gormstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/logger"

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

// writeError is the error of a refused write to table, as the handlers answer it: a unique value taken
// is a *resource.ConflictError naming its field (409, read from the database's own error: GORM's
// translation keeps only its kind), and a reference to a row deleted since the handler checked it a
// *resource.ValidationError (400), never a 500.
func writeError(db *gorm.DB, table, op string, err error) error {
	switch translated := translate(db, err); {
	case errors.Is(translated, gorm.ErrDuplicatedKey):
		return resource.ConflictIn(table, err.Error())
	case errors.Is(translated, gorm.ErrForeignKeyViolated):
		return resource.Invalid("body", "names a row that does not exist")
	default:
		return fmt.Errorf("%s: %w", op, translated)
	}
}

// quietOnRefusals is db whose log leaves out the writes writeError answers as the client's mistake
// (409, 400): GORM would log each as an ERROR with its statement, an error of the service that is none.
func quietOnRefusals(db *gorm.DB) *gorm.DB {
	return db.Session(&gorm.Session{Logger: refusalsQuiet{Interface: db.Logger, db: db}})
}

type refusalsQuiet struct {
	logger.Interface
	db *gorm.DB
}

// LogMode keeps refused writes quiet at the level asked (db.Debug() asks Info).
func (l refusalsQuiet) LogMode(level logger.LogLevel) logger.Interface {
	return refusalsQuiet{Interface: l.Interface.LogMode(level), db: l.db}
}

// Trace logs a refused write as any statement that succeeded: at the Info level, or when slow.
func (l refusalsQuiet) Trace(ctx context.Context, begin time.Time, fc func() (string, int64), err error) {
	if err != nil {
		if translated := translate(l.db, err); errors.Is(translated, gorm.ErrDuplicatedKey) || errors.Is(translated, gorm.ErrForeignKeyViolated) {
			err = nil
		}
	}
	l.Interface.Trace(ctx, begin, fc, err)
}
