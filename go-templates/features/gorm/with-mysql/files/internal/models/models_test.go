package models

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"
	gormmysql "gorm.io/driver/mysql"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
)

func TestNoteStoreBuildsTheExpectedSQL(t *testing.T) {
	db, err := gorm.Open(gormmysql.New(gormmysql.Config{DSN: "none@tcp(127.0.0.1:1)/none", SkipInitializeWithVersion: true}), &gorm.Config{
		DryRun:                 true,
		DisableAutomaticPing:   true,
		SkipDefaultTransaction: true,
		Logger:                 logger.Discard,
	})
	if err != nil {
		t.Fatalf("gorm.Open: %v", err)
	}
	create := db.Create(&Note{Title: "hello", Body: "world"}).Statement.SQL.String()
	if !strings.HasPrefix(create, "INSERT INTO `notes`") || !strings.Contains(create, "`title`") {
		t.Errorf("create SQL = %q", create)
	}
	list := db.Order("id DESC").Limit(5).Find(&[]Note{}).Statement.SQL.String()
	if !strings.Contains(list, "FROM `notes`") || !strings.Contains(list, "ORDER BY id DESC") || !strings.Contains(list, "LIMIT ?") {
		t.Errorf("list SQL = %q", list)
	}
}

// testGorm is GORM on a database of its own on the server of MYSQL_DSN, dropped afterwards. Skips
// without MYSQL_DSN.
func testGorm(t *testing.T) *gorm.DB {
	t.Helper()
	dsn := os.Getenv("MYSQL_DSN")
	if dsn == "" {
		t.Skip("MYSQL_DSN is not set; skipping the GORM integration test")
	}
	ctx := context.Background()
	admin, err := sql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = admin.Close() })
	name := fmt.Sprintf("models_test_%d", time.Now().UnixNano())
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = admin.ExecContext(context.Background(), "DROP DATABASE "+name) })
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DBName = name
	sqlDB, err := database.Connect(ctx, config.DatabaseConfig{DSN: cfg.FormatDSN(), MaxOpenConns: 2, MaxIdleConns: 1, ConnMaxLifetime: time.Minute, ConnectTimeout: 5 * time.Second})
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
