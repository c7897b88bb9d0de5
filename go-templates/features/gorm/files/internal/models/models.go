// Package models holds the GORM models of the service and the stores that query them.
package models

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
)

// All lists the models whose tables AutoMigrate creates. Add yours here.
func All() []any {
	return []any{&Note{}}
}

// AutoMigrate creates or updates the tables of every model.
func AutoMigrate(ctx context.Context, db *gorm.DB) error {
	if err := db.WithContext(ctx).AutoMigrate(All()...); err != nil {
		return fmt.Errorf("auto-migrate: %w", err)
	}
	return nil
}

// Note is an example model: replace it with your own.
type Note struct {
	ID        uint      `gorm:"primaryKey" json:"id"`
	Title     string    `gorm:"size:200;not null" json:"title"`
	Body      string    `gorm:"type:text" json:"body"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// ErrNotFound is returned when no row matches.
var ErrNotFound = errors.New("not found")

// NoteStore reads and writes notes.
type NoteStore struct {
	db *gorm.DB
}

// NewNoteStore returns a store on db.
func NewNoteStore(db *gorm.DB) *NoteStore {
	return &NoteStore{db: db}
}

// Create inserts note and fills in its ID and timestamps.
func (s *NoteStore) Create(ctx context.Context, note *Note) error {
	return s.db.WithContext(ctx).Create(note).Error
}

// Get returns the note with the given ID, or ErrNotFound.
func (s *NoteStore) Get(ctx context.Context, id uint) (Note, error) {
	var note Note
	err := s.db.WithContext(ctx).First(&note, id).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return Note{}, ErrNotFound
	}
	return note, err
}

// List returns up to limit notes, newest first.
func (s *NoteStore) List(ctx context.Context, limit int) ([]Note, error) {
	var notes []Note
	err := s.db.WithContext(ctx).Order("id DESC").Limit(limit).Find(&notes).Error
	return notes, err
}
