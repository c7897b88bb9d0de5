package database

import (
	"database/sql"
	"errors"

	"modernc.org/sqlite"

	"{{@module}}/internal/resource"
)

// ResourceError maps what SQLite answers a resource's query to the errors of internal/resource: no
// row is resource.ErrNotFound, a unique value taken a *resource.ConflictError naming its field, and a reference naming no
// row a *resource.ValidationError (the handlers check references first: this answers a row deleted
// in between; SQLite does not say which column). Other errors are returned as they are.
func ResourceError(table string, err error) error {
	var liteErr *sqlite.Error
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return resource.ErrNotFound
	case !errors.As(err, &liteErr):
		return err
	case liteErr.Code() == 2067: // SQLITE_CONSTRAINT_UNIQUE
		return resource.ConflictIn(table, liteErr.Error())
	case liteErr.Code() == 787: // SQLITE_CONSTRAINT_FOREIGNKEY
		return resource.Invalid("body", "names a row that does not exist")
	default:
		return err
	}
}
