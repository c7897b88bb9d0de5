package queries

import (
	"context"
	"testing"

	"{{@module}}/internal/database/dbtest"
	"{{@module}}/migrations"
)

// testQueries runs on a database (SQLite: a database file) of the test's own, holding the notes table.
func testQueries(t *testing.T) *Queries {
	t.Helper()
	db := dbtest.New(t)
	if _, err := db.ExecContext(context.Background(), migrations.CreateNotes); err != nil {
		t.Fatalf("migrations/0001_create_notes.up.sql: %v", err)
	}
	return New(db)
}
