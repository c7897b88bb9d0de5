package repository

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"{{@module}}/internal/database/dbtest"
	"{{@module}}/migrations"
)

// testDB is the database the repositories' tests run on.
type testDB = *pgxpool.Pool

// newTestDB is a schema of the test's own holding the tables of the resources.
func newTestDB(t *testing.T) testDB {
	t.Helper()
	db := dbtest.New(t)
	for _, statement := range migrations.Resources {
		if _, err := db.Exec(context.Background(), statement); err != nil {
			t.Fatalf("migrations: %v", err)
		}
	}
	return db
}
