package migrate

import (
	"context"
	"database/sql"
	"testing"

	"{{@module}}/internal/database/dbtest"
)

// newAdapter is the adapter TestUpDownUp migrates with.
func newAdapter(db *sql.DB) Database { return NewSQLite(db) }

func TestSQLiteRollsBackAFailingMigration(t *testing.T) {
	ctx := context.Background()
	db := dbtest.New(t)
	broken := []Migration{{Version: 1, Name: "broken", Up: "CREATE TABLE half (x INTEGER); SELECT * FROM missing_table;", Down: "DROP TABLE half;"}}
	if _, err := Up(ctx, NewSQLite(db), broken, logger); err == nil {
		t.Fatal("Up succeeded with a failing statement")
	}
	if _, err := db.ExecContext(ctx, `SELECT 1 FROM half`); err == nil {
		t.Fatal("the first statement of the failed migration was kept")
	}
}
