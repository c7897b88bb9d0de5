package users

import (
	"errors"

	"modernc.org/sqlite"
)

// createUsersTable: email_key, the lower-case address, is unique.
const createUsersTable = `CREATE TABLE IF NOT EXISTS users (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	email TEXT NOT NULL,
	email_key TEXT NOT NULL UNIQUE,
	password_hash TEXT NOT NULL,
	created_at DATETIME NOT NULL
)`

func isUniqueViolation(err error) bool {
	var liteErr *sqlite.Error
	return errors.As(err, &liteErr) && liteErr.Code() == 2067 // SQLITE_CONSTRAINT_UNIQUE
}
