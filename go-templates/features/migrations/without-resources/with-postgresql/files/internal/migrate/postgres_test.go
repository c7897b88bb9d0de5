package migrate

import (
	"context"
	"testing"
	"time"

	"{{@module}}/internal/database/dbtest"
	"{{@module}}/migrations"
)

// TestPostgresUpDownUp applies the project's migrations to a schema of its own (internal/database/dbtest).
func TestPostgresUpDownUp(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	db := dbtest.New(t)
	adapter := NewPostgres(db)
	ms, err := Load(migrations.FS)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := Up(ctx, adapter, ms, logger); err != nil || n != len(ms) {
		t.Fatalf("Up = %d, %v; want %d", n, err, len(ms))
	}
	if _, err := db.Exec(ctx, `INSERT INTO notes (title, body) VALUES ('migrated', '')`); err != nil {
		t.Fatalf("the notes table is not usable after Up: %v", err)
	}
	for range ms {
		if reverted, err := Down(ctx, adapter, ms, logger); !reverted || err != nil {
			t.Fatalf("Down = %v, %v", reverted, err)
		}
	}
	if _, err := db.Exec(ctx, `SELECT 1 FROM notes`); err == nil {
		t.Fatal("notes still exists after every migration was reverted")
	}
	if n, err := Up(ctx, adapter, ms, logger); err != nil || n != len(ms) {
		t.Fatalf("Up again = %d, %v", n, err)
	}
}
