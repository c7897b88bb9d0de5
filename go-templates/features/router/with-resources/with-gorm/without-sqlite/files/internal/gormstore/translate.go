package gormstore

import "gorm.io/gorm"

// translate turns the driver's error into GORM's own (gorm.ErrDuplicatedKey, ...) through the
// dialect, as gorm.Config.TranslateError would for every query.
func translate(db *gorm.DB, err error) error {
	if translator, ok := db.Dialector.(gorm.ErrorTranslator); ok {
		return translator.Translate(err)
	}
	return err
}
