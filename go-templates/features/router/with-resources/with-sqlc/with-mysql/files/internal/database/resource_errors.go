package database

import (
	"database/sql"
	"errors"
	"regexp"

	"github.com/go-sql-driver/mysql"

	"{{@module}}/internal/resource"
)

// foreignKeyColumn finds the column in MySQL's message about a foreign key: "... FOREIGN KEY (`author_id`) ...".
var foreignKeyColumn = regexp.MustCompile("FOREIGN KEY \\(`([^`]+)`\\)")

// ResourceError maps what MySQL answers a resource's query to the errors of internal/resource: no
// row is resource.ErrNotFound, a unique value taken a *resource.ConflictError naming its field, and a reference naming no
// row a *resource.ValidationError about its field (the handlers check references first: this answers
// a row deleted in between). Other errors are returned as they are.
func ResourceError(table string, err error) error {
	var myErr *mysql.MySQLError
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return resource.ErrNotFound
	case !errors.As(err, &myErr):
		return err
	case myErr.Number == 1062: // ER_DUP_ENTRY
		return resource.ConflictIn(table, myErr.Message)
	case myErr.Number == 1452: // ER_NO_REFERENCED_ROW_2
		field := "body"
		if m := foreignKeyColumn.FindStringSubmatch(myErr.Message); m != nil {
			field = m[1]
		}
		return resource.Invalid(field, "names a row that does not exist")
	default:
		return err
	}
}
