package resource

import "regexp"

var uuidPattern = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// IsUUID reports whether s is a UUID in its usual text form.
func IsUUID(s string) bool {
	return uuidPattern.MatchString(s)
}

// ParseUUID reads a filter's UUID.
func ParseUUID(s string) (string, error) {
	if !IsUUID(s) {
		return "", Invalid("uuid", "must be a UUID")
	}
	return s, nil
}
