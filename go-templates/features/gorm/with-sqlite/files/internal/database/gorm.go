package database

import (
	"database/sql"
	"fmt"
	"log/slog"

	"gorm.io/driver/sqlite"
	"gorm.io/gorm"

	"{{@module}}/internal/config"
)

// OpenGorm returns GORM on the service's SQLite database, sharing its connections, which the pure-Go
// driver opened. (GORM's SQLite dialect also links the cgo driver mattn/go-sqlite3, unused here: with
// CGO_ENABLED=0 it builds as a stub.)
func OpenGorm(db *sql.DB, cfg config.GormConfig, log *slog.Logger) (*gorm.DB, error) {
	gormDB, err := gorm.Open(sqlite.New(sqlite.Config{DriverName: "sqlite", Conn: db}), gormConfig(cfg, log))
	if err != nil {
		return nil, fmt.Errorf("open GORM on SQLite: %w", err)
	}
	return gormDB, nil
}
