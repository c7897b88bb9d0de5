package notes

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
	"{{@module}}/internal/database/dbtest"
	"{{@module}}/migrations"
)

// TestGormStore runs on a database of its own (internal/database/dbtest) holding the notes table of
// migrations/, opened as the service opens it; skipped when the database is a server whose URL is
// not set.
func TestGormStore(t *testing.T) {
	ctx := context.Background()
	db, err := database.OpenGorm(dbtest.New(t), config.GormConfig{LogLevel: "silent", SlowThreshold: time.Second}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Exec(migrations.CreateNotes).Error; err != nil {
		t.Fatalf("migrations/0001_create_notes.up.sql: %v", err)
	}
	store := NewGormStore(db)

	first, err := store.Create(ctx, Input{Title: "first", Body: "a"})
	if err != nil || first.ID == 0 || first.CreatedAt.IsZero() {
		t.Fatalf("Create = %+v, %v", first, err)
	}
	second, _ := store.Create(ctx, Input{Title: "second"})
	if list, err := store.List(ctx, Page{Limit: 10}); err != nil || len(list) != 2 || list[0].ID != second.ID {
		t.Fatalf("List = %+v, %v; want 2 notes, newest first", list, err)
	}
	if list, err := store.List(ctx, Page{Limit: 1, Offset: 1}); err != nil || len(list) != 1 || list[0].ID != first.ID {
		t.Fatalf("List(limit 1, offset 1) = %+v, %v; want the first note", list, err)
	}
	updated, err := store.Update(ctx, first.ID, Input{Title: "first, edited"})
	if err != nil || updated.Title != "first, edited" || updated.Body != "" {
		t.Fatalf("Update = %+v, %v", updated, err)
	}
	if err := store.Delete(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"Get":    func() error { _, err := store.Get(ctx, first.ID); return err }(),
		"Update": func() error { _, err := store.Update(ctx, first.ID, Input{Title: "x"}); return err }(),
		"Delete": store.Delete(ctx, first.ID),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s of a deleted note: err = %v, want ErrNotFound", name, err)
		}
	}
}
