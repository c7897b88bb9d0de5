package resource

// Conflict is a *ConflictError about field.
func Conflict(field string) error {
	return &ConflictError{Field: field, Message: field + " is taken: another row has that value"}
}
