package models

import (
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
