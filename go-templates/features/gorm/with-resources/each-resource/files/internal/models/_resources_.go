package models

import "time"

// {{@R.Name}} is a row of the {{@R.snakes}} table (migrations/). Its fields are those of
// {{@R.pkg}}.{{@R.Name}}, in the same order and of the same types, so that one converts to the other.
type {{@R.Name}} struct {
	ID int64 `gorm:"primaryKey"`
	{{@F.Name}} {{@F.type}} `gorm:"{{@F.gormTag}}"`
	CreatedAt time.Time `gorm:"not null"`
	UpdatedAt time.Time `gorm:"not null"`
}

// TableName is the table of migrations/, named as the API names the resource (GORM's own plural
// could differ).
func ({{@R.Name}}) TableName() string {
	return "{{@R.snakes}}"
}
