package resource

import (
	"database/sql/driver"
	"fmt"
	"time"
)

// DateLayout is how a date is written in JSON and in query strings.
const DateLayout = time.DateOnly

// Date is a calendar day: "2024-05-31" in JSON, a DATE column in the database.
type Date struct {
	time.Time
}

// ParseDate reads a date written as DateLayout.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(DateLayout, s)
	return Date{Time: t}, err
}

// MarshalJSON writes the date as "2006-01-02".
func (d Date) MarshalJSON() ([]byte, error) {
	return []byte(`"` + d.Format(DateLayout) + `"`), nil
}

// UnmarshalJSON reads "2006-01-02".
func (d *Date) UnmarshalJSON(b []byte) error {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return fmt.Errorf("a date is a string like %q", DateLayout)
	}
	parsed, err := ParseDate(string(b[1 : len(b)-1]))
	if err != nil {
		return fmt.Errorf("a date is a string like %q", DateLayout)
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
