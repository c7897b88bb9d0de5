package database

import (
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"

	"{{@module}}/internal/config"
)

// OpenGorm returns GORM on the service's PostgreSQL pool: one set of connections for pgx and GORM.
// Closing the pool closes GORM's connections too.
func OpenGorm(pool *pgxpool.Pool, cfg config.GormConfig, log *slog.Logger) (*gorm.DB, error) {
	db, err := gorm.Open(postgres.New(postgres.Config{Conn: stdlib.OpenDBFromPool(pool)}), gormConfig(cfg, log))
	if err != nil {
		return nil, fmt.Errorf("open GORM on PostgreSQL: %w", err)
	}
	return db, nil
}
