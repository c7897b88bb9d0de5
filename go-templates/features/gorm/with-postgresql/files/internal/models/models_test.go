package models

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"gorm.io/driver/postgres"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"
)

// dryRun returns GORM on PostgreSQL that builds statements without ever connecting.
func dryRun(t *testing.T) *gorm.DB {
	t.Helper()
	db, err := gorm.Open(postgres.New(postgres.Config{DSN: "host=127.0.0.1 port=1 user=none dbname=none"}), &gorm.Config{
		DryRun:                 true,
		DisableAutomaticPing:   true,
		SkipDefaultTransaction: true,
		Logger:                 logger.Discard,
	})
	if err != nil {
		t.Fatalf("gorm.Open: %v", err)
	}
	return db
}

func TestNoteStoreBuildsTheExpectedSQL(t *testing.T) {
	db := dryRun(t)

	create := db.Create(&Note{Title: "hello", Body: "world"}).Statement.SQL.String()
	if !strings.HasPrefix(create, `INSERT INTO "notes"`) || !strings.Contains(create, `"title"`) {
		t.Errorf("create SQL = %q", create)
	}
	list := db.Order("id DESC").Limit(5).Find(&[]Note{}).Statement.SQL.String()
	if !strings.Contains(list, `FROM "notes"`) || !strings.Contains(list, "ORDER BY id DESC") || !strings.Contains(list, "LIMIT $1") {
		t.Errorf("list SQL = %q", list)
	}
}

// TestNoteStoreIntegration runs only when DATABASE_URL points at a PostgreSQL server. It works in a
// transaction that is rolled back, so it leaves the database as it found it.
func TestNoteStoreIntegration(t *testing.T) {
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		t.Skip("DATABASE_URL is not set; skipping the GORM integration test")
	}
	db, err := gorm.Open(postgres.Open(url), &gorm.Config{Logger: logger.Discard})
	if err != nil {
		t.Fatalf("gorm.Open: %v", err)
	}
	ctx := context.Background()
	tx := db.WithContext(ctx).Begin()
	defer tx.Rollback()

	if err := AutoMigrate(ctx, tx); err != nil {
		t.Fatal(err)
	}
	store := NewNoteStore(tx)
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
	if err != nil || len(notes) == 0 {
		t.Fatalf("List = %v, %v", notes, err)
	}
}
