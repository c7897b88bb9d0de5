package server

import "{{@module}}/internal/users"

// newTestUsers is the store of accounts of the tests: the service's own, in memory.
func newTestUsers() users.Store {
	return users.NewMemoryStore()
}
