package repository

import (
	"context"
	"database/sql"
	"testing"

	"{{@module}}/internal/database/dbtest"
	"{{@module}}/migrations"
)

// testDB is the database the repositories' tests run on.
type testDB = *sql.DB

// newTestDB is a database (SQLite: a database file) of the test's own holding the tables of the
// resources, created one statement at a time: MySQL runs one per call.
func newTestDB(t *testing.T) testDB {
	t.Helper()
	db := dbtest.New(t)
	for _, statement := range migrations.Resources {
		if _, err := db.ExecContext(context.Background(), statement); err != nil {
			t.Fatalf("migrations: %v", err)
		}
	}
	return db
}
