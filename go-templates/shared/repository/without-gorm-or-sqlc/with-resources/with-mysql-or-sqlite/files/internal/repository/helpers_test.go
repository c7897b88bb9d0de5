package repository

import (
	"context"
	"database/sql"
	"strings"
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
	for _, statement := range strings.Split(migrations.CreateResources, ";\n") {
		if strings.TrimSpace(statement) == "" {
			continue
		}
		if _, err := db.ExecContext(context.Background(), statement); err != nil {
			t.Fatalf("migrations/0001_create_resources.up.sql: %v", err)
		}
	}
	return db
}
