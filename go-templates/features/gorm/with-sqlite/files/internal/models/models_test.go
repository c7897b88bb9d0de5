package models

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"gorm.io/gorm"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
)

// testGorm is GORM on a database file of its own, the way the service opens it.
func testGorm(t *testing.T) *gorm.DB {
	t.Helper()
	ctx := context.Background()
	sqlDB, err := database.Connect(ctx, config.DatabaseConfig{Path: filepath.Join(t.TempDir(), "models.db"), BusyTimeout: 5 * time.Second, MaxOpenConns: 2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sqlDB.Close() })
	db, err := database.OpenGorm(sqlDB, config.GormConfig{LogLevel: "silent", SlowThreshold: time.Second}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func TestNoteStoreIntegration(t *testing.T) {
	ctx := context.Background()
	db := testGorm(t)
	if err := AutoMigrate(ctx, db); err != nil {
		t.Fatal(err)
	}
	store := NewNoteStore(db)
	note := Note{Title: "first", Body: "hello"}
	if err := store.Create(ctx, &note); err != nil || note.ID == 0 {
		t.Fatalf("Create: id %d, %v", note.ID, err)
	}
	got, err := store.Get(ctx, note.ID)
	if err != nil || got.Title != "first" {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	if _, err := store.Get(ctx, note.ID+1000); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get of a missing note: %v, want ErrNotFound", err)
	}
	notes, err := store.List(ctx, 10)
	if err != nil || len(notes) != 1 {
		t.Fatalf("List = %v, %v", notes, err)
	}
}
