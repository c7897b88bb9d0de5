package notes

import (
	"context"
	"errors"
	"fmt"

	"gorm.io/gorm"

	"{{@module}}/internal/models"
)

// GormStore keeps notes in the database through GORM, as models.Note rows.
type GormStore struct {
	db *gorm.DB
}

// NewGormStore returns a Store on db.
func NewGormStore(db *gorm.DB) *GormStore {
	return &GormStore{db: db}
}

func fromModel(m models.Note) Note {
	return Note{ID: m.ID, Title: m.Title, Body: m.Body, CreatedAt: m.CreatedAt.UTC(), UpdatedAt: m.UpdatedAt.UTC()}
}

// List returns the notes of page, newest first.
func (s *GormStore) List(ctx context.Context, page Page) ([]Note, error) {
	var rows []models.Note
	if err := s.db.WithContext(ctx).Order("id DESC").Limit(page.Limit).Offset(page.Offset).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("list notes: %w", err)
	}
	out := make([]Note, len(rows))
	for i, m := range rows {
		out[i] = fromModel(m)
	}
	return out, nil
}

// Get returns the note with id, or ErrNotFound.
func (s *GormStore) Get(ctx context.Context, id int64) (Note, error) {
	var m models.Note
	err := s.db.WithContext(ctx).First(&m, id).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return Note{}, ErrNotFound
	}
	if err != nil {
		return Note{}, fmt.Errorf("get note %d: %w", id, err)
	}
	return fromModel(m), nil
}

// Create stores a new note; GORM sets its id and timestamps.
func (s *GormStore) Create(ctx context.Context, in Input) (Note, error) {
	m := models.Note{Title: in.Title, Body: in.Body}
	if err := s.db.WithContext(ctx).Create(&m).Error; err != nil {
		return Note{}, fmt.Errorf("create note: %w", err)
	}
	return fromModel(m), nil
}

// Update replaces the title and body of the note with id. The note is read back rather than judged by
// the rows affected, which MySQL counts as changed rows, not matched ones.
func (s *GormStore) Update(ctx context.Context, id int64, in Input) (Note, error) {
	// A map, not a struct, so that an empty body is written too; GORM sets updated_at.
	err := s.db.WithContext(ctx).Model(&models.Note{ID: id}).Updates(map[string]any{"title": in.Title, "body": in.Body}).Error
	if err != nil {
		return Note{}, fmt.Errorf("update note %d: %w", id, err)
	}
	return s.Get(ctx, id)
}

// Delete removes the note with id.
func (s *GormStore) Delete(ctx context.Context, id int64) error {
	res := s.db.WithContext(ctx).Delete(&models.Note{}, id)
	if res.Error != nil {
		return fmt.Errorf("delete note %d: %w", id, res.Error)
	}
	if res.RowsAffected == 0 {
		return ErrNotFound
	}
	return nil
}
