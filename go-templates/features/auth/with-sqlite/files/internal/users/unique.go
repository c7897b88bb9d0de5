package users

import (
	"errors"

	"modernc.org/sqlite"
)

// isUniqueViolation tells a refused duplicate of the unique email_key.
func isUniqueViolation(err error) bool {
	var liteErr *sqlite.Error
	return errors.As(err, &liteErr) && liteErr.Code() == 2067 // SQLITE_CONSTRAINT_UNIQUE
}
