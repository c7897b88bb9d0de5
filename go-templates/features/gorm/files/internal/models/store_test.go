package models

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"gorm.io/gorm"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
	"{{@module}}/internal/database/dbtest"
)

// testGorm is GORM on a database of the test's own (internal/database/dbtest), opened the way the
// service opens it.
func testGorm(t *testing.T) *gorm.DB {
	t.Helper()
	db, err := database.OpenGorm(dbtest.New(t), config.GormConfig{LogLevel: "silent", SlowThreshold: time.Second}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// TestNoteStoreIntegration runs on a database of its own; skipped when the database is a server and
// its URL is not set.
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
