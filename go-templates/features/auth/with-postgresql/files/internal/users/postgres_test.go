package users

import (
	"context"
	"testing"

	"{{@module}}/internal/database/dbtest"
	"{{@module}}/migrations"
)

// testDBStore runs on a schema of the test's own holding the users table.
func testDBStore(t *testing.T) *DBStore {
	t.Helper()
	db := dbtest.New(t)
	if _, err := db.Exec(context.Background(), migrations.CreateUsers); err != nil {
		t.Fatalf("migrations/0002_create_users.up.sql: %v", err)
	}
	return NewDBStore(db)
}
