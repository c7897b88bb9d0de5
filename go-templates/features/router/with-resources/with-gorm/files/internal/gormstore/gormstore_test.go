package gormstore

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
	"{{@module}}/internal/database/dbtest"
)

// A write refused as the client's mistake leaves no error in the log; a failing statement still does.
func TestRefusedWritesLogNoError(t *testing.T) {
	var out bytes.Buffer
	log := slog.New(slog.NewTextHandler(&out, nil))
	db, err := database.OpenGorm(dbtest.New(t), config.GormConfig{LogLevel: "warn", SlowThreshold: time.Minute}, log)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Exec("CREATE TABLE refusal_checks (id INTEGER PRIMARY KEY, code VARCHAR(8) UNIQUE)").Error; err != nil {
		t.Fatal(err)
	}
	quiet := quietOnRefusals(db)
	if err := quiet.Exec("INSERT INTO refusal_checks (id, code) VALUES (1, 'a')").Error; err != nil {
		t.Fatal(err)
	}
	err = quiet.Exec("INSERT INTO refusal_checks (id, code) VALUES (2, 'a')").Error
	if writeError(quiet, "refusal_checks", "insert", err) == nil || strings.Contains(out.String(), "level=ERROR") {
		t.Fatalf("a unique value taken: err = %v, log:\n%s", err, out.String())
	}
	if err := quiet.Exec("INSERT INTO no_such_table (id) VALUES (1)").Error; err == nil || !strings.Contains(out.String(), "level=ERROR") {
		t.Fatalf("a failing statement: err = %v, log:\n%s", err, out.String())
	}
}
