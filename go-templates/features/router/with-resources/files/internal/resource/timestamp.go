package resource

import "time"

// ParseTime reads a filter's time (RFC 3339, within checkTime's bounds) as UTC, as it is stored.
func ParseTime(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, Invalid("time", timeMessage)
	}
	if message := checkTime(t); message != "" {
		return time.Time{}, Invalid("time", message)
	}
	return t.UTC(), nil
}
