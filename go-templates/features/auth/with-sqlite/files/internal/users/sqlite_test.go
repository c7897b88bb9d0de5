package users

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
)

func TestSQLStore(t *testing.T) {
	ctx := context.Background()
	db, err := database.Connect(ctx, config.DatabaseConfig{Path: filepath.Join(t.TempDir(), "users.db"), BusyTimeout: 5 * time.Second, MaxOpenConns: 4})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()
	store := NewSQLStore(db)
	for range 2 { // creating the table twice is harmless
		if err := store.EnsureSchema(ctx); err != nil {
			t.Fatal(err)
		}
	}
	testStore(t, store)
}
