package migrate

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"{{@module}}/migrations"
)

// TestPostgresUpDownUp applies the project's migrations to a schema of its own on DATABASE_URL, so
// other tests sharing the database see nothing of it. Skipped without DATABASE_URL.
func TestPostgresUpDownUp(t *testing.T) {
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		t.Skip("DATABASE_URL is not set")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	schema := fmt.Sprintf("migrate_test_%d", time.Now().UnixNano())
	admin, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatal(err)
	}
	defer func() { _, _ = admin.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE") }()

	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	cfg.ConnConfig.RuntimeParams["search_path"] = schema
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()

	ms, err := Load(migrations.FS)
	if err != nil {
		t.Fatal(err)
	}
	db := NewPostgres(pool)
	if n, err := Up(ctx, db, ms, logger); err != nil || n != len(ms) {
		t.Fatalf("Up = %d, %v; want %d", n, err, len(ms))
	}
	if _, err := pool.Exec(ctx, `INSERT INTO notes (title) VALUES ('migrated')`); err != nil {
		t.Fatalf("the notes table is not usable after Up: %v", err)
	}
	for range ms {
		if reverted, err := Down(ctx, db, ms, logger); !reverted || err != nil {
			t.Fatalf("Down = %v, %v", reverted, err)
		}
	}
	if _, err := pool.Exec(ctx, `SELECT 1 FROM notes`); err == nil {
		t.Fatal("notes still exists after every migration was reverted")
	}
	if n, err := Up(ctx, db, ms, logger); err != nil || n != len(ms) {
		t.Fatalf("Up again = %d, %v", n, err)
	}
}
