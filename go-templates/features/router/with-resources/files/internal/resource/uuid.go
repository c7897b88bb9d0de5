package resource

import (
	"regexp"
	"strings"
)

var uuidPattern = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// IsUUID reports whether s is a UUID in its usual text form.
func IsUUID(s string) bool {
	return uuidPattern.MatchString(s)
}

// ParseUUID reads a filter's UUID, in lower case as the stores keep it.
func ParseUUID(s string) (string, error) {
	if !IsUUID(s) {
		return "", Invalid("uuid", "must be a UUID like 123e4567-e89b-42d3-a456-426614174000")
	}
	return strings.ToLower(s), nil
}
