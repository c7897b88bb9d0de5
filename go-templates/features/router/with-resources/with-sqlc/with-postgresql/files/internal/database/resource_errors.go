package database

import (
	"errors"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"{{@module}}/internal/resource"
)

// ResourceError maps what PostgreSQL answers a resource's query to the errors of internal/resource:
// no row is resource.ErrNotFound, a unique value taken a *resource.ConflictError naming its field, and a reference naming no
// row a *resource.ValidationError about its field (the handlers check references first: this answers
// a row deleted in between). Other errors are returned as they are.
func ResourceError(_ string, err error) error {
	var pgErr *pgconn.PgError
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return resource.ErrNotFound
	case !errors.As(err, &pgErr):
		return err
	case pgErr.Code == "23505": // unique_violation, of the constraint <table>_<column>_key
		return resource.ConflictIn(pgErr.TableName, pgErr.ConstraintName)
	case pgErr.Code == "23503": // foreign_key_violation, of the constraint <table>_<column>_fkey
		field := strings.TrimSuffix(strings.TrimPrefix(pgErr.ConstraintName, pgErr.TableName+"_"), "_fkey")
		return resource.Invalid(field, "names a row that does not exist")
	default:
		return err
	}
}
