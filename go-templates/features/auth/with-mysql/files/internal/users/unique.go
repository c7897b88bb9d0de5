package users

import (
	"errors"

	"github.com/go-sql-driver/mysql"
)

// isUniqueViolation tells a refused duplicate of the unique email_key.
func isUniqueViolation(err error) bool {
	var myErr *mysql.MySQLError
	return errors.As(err, &myErr) && myErr.Number == 1062 // ER_DUP_ENTRY
}
