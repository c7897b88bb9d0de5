package models

import (
	"strings"
	"testing"

	gormmysql "gorm.io/driver/mysql"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"
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
