package server

import (
	"{{@module}}/internal/users"
	"{{@module}}/internal/users/userstest"
)

// newTestUsers is the store of accounts of the tests: a test double in memory, so that they run
// without the database (users.DBStore has integration tests of its own).
func newTestUsers() users.Store {
	return userstest.NewStore()
}
