package gormstore

import (
	"errors"

	"gorm.io/gorm"
)

// SQLite's extended result codes (https://www.sqlite.org/rescode.html) of the constraints a write
// may break.
const (
	sqliteConstraintForeignKey = 787
	sqliteConstraintPrimaryKey = 1555
	sqliteConstraintUnique     = 2067
)

// translate turns the driver's error into GORM's own (gorm.ErrDuplicatedKey, ...). GORM's SQLite
// dialect reads the errors of the cgo driver, not those of the pure-Go driver the service uses, so
// the codes are read here.
func translate(_ *gorm.DB, err error) error {
	var coded interface{ Code() int }
	if !errors.As(err, &coded) {
		return err
	}
	switch coded.Code() {
	case sqliteConstraintUnique, sqliteConstraintPrimaryKey:
		return errors.Join(gorm.ErrDuplicatedKey, err)
	case sqliteConstraintForeignKey:
		return errors.Join(gorm.ErrForeignKeyViolated, err)
	default:
		return err
	}
}
