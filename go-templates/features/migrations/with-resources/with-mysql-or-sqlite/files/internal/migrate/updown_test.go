package migrate

import (
	"context"
	"testing"
	"time"

	"{{@module}}/internal/database/dbtest"
	"{{@module}}/migrations"
)

// tables are those of the resources, which the migrations create.
var tables = []string{
	{{@lines:migrate.tables}}
}

// TestUpDownUp applies the project's migrations to a database of its own (internal/database/dbtest),
// through the database's adapter (newAdapter, next to the adapter's own tests).
func TestUpDownUp(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	db := dbtest.New(t)
	adapter := newAdapter(db)
	ms, err := Load(migrations.FS)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := Up(ctx, adapter, ms, logger); err != nil || n != len(ms) {
		t.Fatalf("Up = %d, %v; want %d", n, err, len(ms))
	}
	for _, table := range tables {
		if _, err := db.ExecContext(ctx, `SELECT id, created_at, updated_at FROM `+table); err != nil {
			t.Fatalf("the %s table is not usable after Up: %v", table, err)
		}
	}
	for range ms {
		if reverted, err := Down(ctx, adapter, ms, logger); !reverted || err != nil {
			t.Fatalf("Down = %v, %v", reverted, err)
		}
	}
	for _, table := range tables {
		if _, err := db.ExecContext(ctx, `SELECT 1 FROM `+table); err == nil {
			t.Fatalf("%s still exists after every migration was reverted", table)
		}
	}
	if n, err := Up(ctx, adapter, ms, logger); err != nil || n != len(ms) {
		t.Fatalf("Up again = %d, %v", n, err)
	}
}
