package gormstore

import (
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"gorm.io/gorm"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
	"{{@module}}/internal/database/dbtest"
	"{{@module}}/migrations"
)

// openTestDB opens GORM as the service does, on a database of the test's own
// (internal/database/dbtest) holding the tables of the resources; skipped when the database is a server
// whose URL is not set.
func openTestDB(t *testing.T) *gorm.DB {
	t.Helper()
	db, err := database.OpenGorm(dbtest.New(t), config.GormConfig{LogLevel: "silent", SlowThreshold: time.Second}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	// One statement at a time: MySQL runs one per call.
	for _, statement := range migrations.Resources {
		if err := db.Exec(statement).Error; err != nil {
			t.Fatalf("migrations: %v", err)
		}
	}
	return db
}

var samples atomic.Int64

// nextSample is a number no other input of the test binary had: unique fields stay apart.
func nextSample() int {
	return int(samples.Add(1))
}

// ptr is the address of a copy of v: an optional field's value.
func ptr[T any](v T) *T {
	return &v
}

// expectNull reports an optional field left out that was not read back empty (NULL).
func expectNull(t *testing.T, field string, null bool) {
	t.Helper()
	if !null {
		t.Errorf("%s was left out but is not empty when read back", field)
	}
}
