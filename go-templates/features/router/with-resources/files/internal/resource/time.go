package resource

import "time"

// The times every store keeps and prints as RFC 3339: PostgreSQL, MySQL and encoding/json all
// hold the years 0001 to 9999, and real zones lie within 14 hours of UTC.
var (
	minTime = time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC)
	maxTime = time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC)
)

const maxOffset = 14 * 60 * 60 // seconds

// timeMessage says what a time must be.
const timeMessage = "must be a time from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z with an offset within ±14:00, like 2024-05-01T09:30:00Z"

// checkTime says what is wrong with a time a client sent, or "".
func checkTime(t time.Time) string {
	_, offset := t.Zone()
	if t.Before(minTime) || t.After(maxTime) || offset > maxOffset || offset < -maxOffset {
		return timeMessage
	}
	return ""
}
