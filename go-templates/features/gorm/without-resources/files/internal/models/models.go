// Package models holds the GORM models of the service: Go types mapped onto the tables of
// migrations/, which own the schema (GORM does not create or alter tables here).
package models

import "time"

// Note is the row of the notes table (migrations/0001_create_notes.up.sql): the example model.
type Note struct {
	ID        int64     `gorm:"primaryKey"`
	Title     string    `gorm:"size:200;not null"`
	Body      string    `gorm:"type:text;not null"`
	CreatedAt time.Time `gorm:"not null"`
	UpdatedAt time.Time `gorm:"not null"`
}
