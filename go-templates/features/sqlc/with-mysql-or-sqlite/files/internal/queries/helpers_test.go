package queries

import (
	"context"
	"testing"

	"{{@module}}/internal/database/dbtest"
	"{{@module}}/sqlc"
)

// testQueries runs on a database (SQLite: a database file) of the test's own holding the tables of
// sqlc/schema.sql.
func testQueries(t *testing.T) *Queries {
	t.Helper()
	db := dbtest.New(t)
	if _, err := db.ExecContext(context.Background(), sqlc.Schema); err != nil {
		t.Fatalf("sqlc/schema.sql: %v", err)
	}
	return New(db)
}
