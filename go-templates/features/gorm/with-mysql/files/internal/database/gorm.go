package database

import (
	"database/sql"
	"fmt"
	"log/slog"

	"gorm.io/driver/mysql"
	"gorm.io/gorm"

	"{{@module}}/internal/config"
)

// OpenGorm returns GORM on the service's MySQL pool: one set of connections for database/sql and
// GORM. Closing the pool closes GORM's connections too.
func OpenGorm(db *sql.DB, cfg config.GormConfig, log *slog.Logger) (*gorm.DB, error) {
	gormDB, err := gorm.Open(mysql.New(mysql.Config{Conn: db}), gormConfig(cfg, log))
	if err != nil {
		return nil, fmt.Errorf("open GORM on MySQL: %w", err)
	}
	return gormDB, nil
}
