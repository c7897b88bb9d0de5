package server

import (
	"context"
	"testing"

	"{{@module}}/internal/database/dbtest"
	"{{@module}}/internal/queries"
	"{{@module}}/migrations"
)

// sqlcServer is a test server whose resources live in a database of the test's own, through sqlc's
// queries; skipped without MYSQL_DSN. The tables are created one statement at a time: MySQL runs one
// per call.
func sqlcServer(t *testing.T) *Server {
	t.Helper()
	db := dbtest.New(t)
	for _, statement := range migrations.Resources {
		if _, err := db.ExecContext(context.Background(), statement); err != nil {
			t.Fatalf("migrations: %v", err)
		}
	}
	q := queries.New(db)
	s := newTestServer(t)
	deps := s.deps
	{{@slot:resources.sqlctestdeps}}
	{{@slot:notes.testdeps}}
	return New(s.cfg, deps)
}
