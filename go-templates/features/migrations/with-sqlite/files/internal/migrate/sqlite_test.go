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

// A migration building a table anew (a model change on SQLite) drops the old table: with foreign keys on,
// that would delete the rows referring to it (ON DELETE CASCADE). They stay, and the keys are checked.
func TestSQLiteRebuildsATableKeepingTheRowsReferringToIt(t *testing.T) {
	ctx := context.Background()
	db := dbtest.New(t)
	schema := []Migration{{Version: 1, Name: "tables", Up: `CREATE TABLE parents (id INTEGER PRIMARY KEY);
CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents (id) ON DELETE CASCADE);
INSERT INTO parents (id) VALUES (1);
INSERT INTO children (id, parent_id) VALUES (1, 1);`, Down: "DROP TABLE children; DROP TABLE parents;"}}
	rebuild := Migration{Version: 2, Name: "rebuild_parents", Up: `CREATE TABLE parents_new (id INTEGER PRIMARY KEY, name TEXT);
INSERT INTO parents_new (id) SELECT id FROM parents;
DROP TABLE parents;
ALTER TABLE parents_new RENAME TO parents;`, Down: "SELECT 1;"}
	if _, err := Up(ctx, NewSQLite(db), append(schema, rebuild), logger); err != nil {
		t.Fatal(err)
	}
	var children int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM children`).Scan(&children); err != nil || children != 1 {
		t.Fatalf("children after the parents' table was rebuilt: %d, %v; want 1", children, err)
	}
	// The keys are on again once the migration is done.
	if _, err := db.ExecContext(ctx, `INSERT INTO children (id, parent_id) VALUES (2, 99)`); err == nil {
		t.Error("a child naming no parent was inserted after the migration: foreign keys are off")
	}
	// A migration leaving a reference to no row is refused, and undone.
	dangling := Migration{Version: 3, Name: "dangling", Up: `DELETE FROM parents; CREATE TABLE kept (x INTEGER);`, Down: "SELECT 1;"}
	if _, err := Up(ctx, NewSQLite(db), append(schema, rebuild, dangling), logger); err == nil {
		t.Fatal("a migration leaving a child without its parent was applied")
	}
	if _, err := db.ExecContext(ctx, `SELECT 1 FROM kept`); err == nil {
		t.Error("the refused migration's table was kept")
	}
}
