package resource

import (
	"slices"
	"strings"
)

// ParseOneOf reads a filter's value that must be one of values (an enum's): any other names no row.
func ParseOneOf(s string, values []string) (string, error) {
	if !slices.Contains(values, s) {
		return "", Invalid("enum", "must be one of "+strings.Join(values, ", "))
	}
	return s, nil
}
