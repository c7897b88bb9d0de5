package resource

import (
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// DateLayout is how a date is written in JSON and in query strings.
const DateLayout = time.DateOnly

// Date is a calendar day: "2024-05-31" in JSON, a DATE column in the database.
type Date struct {
	time.Time
}

// dateMessage says what a date must be: every store keeps the years 0001 to 9999.
const dateMessage = "must be a date like 2024-05-01, from 0001-01-01 to 9999-12-31"

// ParseDate reads a date written as DateLayout.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(DateLayout, s)
	if err != nil || t.Year() < 1 {
		return Date{}, Invalid("date", dateMessage)
	}
	return Date{Time: t}, nil
}

// Describe says what a date's JSON is, for a client that sent something else.
func (Date) Describe() string {
	return strings.TrimPrefix(dateMessage, "must be ")
}

// MarshalJSON writes the date as "2006-01-02".
func (d Date) MarshalJSON() ([]byte, error) {
	return []byte(`"` + d.Format(DateLayout) + `"`), nil
}

// UnmarshalJSON reads "2006-01-02"; null leaves the date as it is, as encoding/json does.
func (d *Date) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	parsed, err := ParseDate(s)
	if err != nil {
		return err
	}
	*d = parsed
	return nil
}

// Scan reads a DATE column, as the drivers give it (a time or its text).
func (d *Date) Scan(src any) error {
	switch v := src.(type) {
	case time.Time:
		d.Time = time.Date(v.Year(), v.Month(), v.Day(), 0, 0, 0, 0, time.UTC)
		return nil
	case string:
		return d.scanText(v)
	case []byte:
		return d.scanText(string(v))
	default:
		return fmt.Errorf("resource: cannot read a date from %T", src)
	}
}

func (d *Date) scanText(s string) error {
	if len(s) > len(DateLayout) {
		s = s[:len(DateLayout)]
	}
	parsed, err := ParseDate(s)
	if err != nil {
		return fmt.Errorf("resource: read a date: %w", err)
	}
	*d = parsed
	return nil
}

// Value writes the date to a DATE column.
func (d Date) Value() (driver.Value, error) {
	return d.Format(DateLayout), nil
}
