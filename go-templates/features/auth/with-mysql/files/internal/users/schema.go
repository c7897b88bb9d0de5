package users

import (
	"errors"

	"github.com/go-sql-driver/mysql"
)

// createUsersTable: email_key, the lower-case address, is unique (MariaDB has no index on an
// expression such as lower(email)).
const createUsersTable = `CREATE TABLE IF NOT EXISTS users (
	id BIGINT AUTO_INCREMENT PRIMARY KEY,
	email VARCHAR(254) NOT NULL,
	email_key VARCHAR(254) NOT NULL UNIQUE,
	password_hash VARCHAR(255) NOT NULL,
	created_at DATETIME(6) NOT NULL
)`

func isUniqueViolation(err error) bool {
	var myErr *mysql.MySQLError
	return errors.As(err, &myErr) && myErr.Number == 1062 // ER_DUP_ENTRY
}
