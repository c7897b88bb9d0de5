package resource

// Referenced is the conflict of a delete refused because rows (labels, e.g. "loan records") refer to
// the row in field, a reference whose on_delete is restrict.
func Referenced(labels, field string) error {
	return &ConflictError{Field: field, Message: labels + " refer to it in " + field + ": delete them or change their " + field + " first"}
}
