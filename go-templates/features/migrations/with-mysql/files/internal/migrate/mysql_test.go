package migrate

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"

	"{{@module}}/migrations"
)

func TestStatementsSplitsAtLineEndingSemicolons(t *testing.T) {
	script := "-- a comment; not a statement\nCREATE TABLE a (x TEXT);\n\nINSERT INTO a VALUES ('1;2');  \n-- trailing comment\n"
	want := []string{"-- a comment; not a statement\nCREATE TABLE a (x TEXT)", "INSERT INTO a VALUES ('1;2')"}
	if got := statements(script); !slices.Equal(got, want) {
		t.Fatalf("statements = %q, want %q", got, want)
	}
}

// TestMySQLUpDownUp applies the project's migrations to a database of its own on the server of
// MYSQL_DSN, dropped afterwards. Skipped without MYSQL_DSN.
func TestMySQLUpDownUp(t *testing.T) {
	dsn := os.Getenv("MYSQL_DSN")
	if dsn == "" {
		t.Skip("MYSQL_DSN is not set")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	admin, err := sql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = admin.Close() }()
	name := fmt.Sprintf("migrate_test_%d", time.Now().UnixNano())
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	defer func() { _, _ = admin.ExecContext(context.Background(), "DROP DATABASE "+name) }()
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DBName = name
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()

	ms, err := Load(migrations.FS)
	if err != nil {
		t.Fatal(err)
	}
	adapter := NewMySQL(db)
	if n, err := Up(ctx, adapter, ms, logger); err != nil || n != len(ms) {
		t.Fatalf("Up = %d, %v; want %d", n, err, len(ms))
	}
	if _, err := db.ExecContext(ctx, `INSERT INTO notes (title, body) VALUES ('migrated', '')`); err != nil {
		t.Fatalf("the notes table is not usable after Up: %v", err)
	}
	for range ms {
		if reverted, err := Down(ctx, adapter, ms, logger); !reverted || err != nil {
			t.Fatalf("Down = %v, %v", reverted, err)
		}
	}
	if _, err := db.ExecContext(ctx, `SELECT 1 FROM notes`); err == nil {
		t.Fatal("notes still exists after every migration was reverted")
	}
	if n, err := Up(ctx, adapter, ms, logger); err != nil || n != len(ms) {
		t.Fatalf("Up again = %d, %v", n, err)
	}
}
