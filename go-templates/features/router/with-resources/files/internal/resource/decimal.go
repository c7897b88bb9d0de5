package resource

import (
	"cmp"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Decimal is an exact decimal number: "12.30" in JSON (a string, never a binary float), NUMERIC/DECIMAL
// in SQL, TEXT in SQLite, Decimal128 in MongoDB.
type Decimal struct {
	// text is canonical: an optional "-", the integer digits without leading zeros (a lone "0"
	// allowed), then "." and the fraction digits as given, if any. Zero is never negative.
	text string
}

// decimalMessage says what a decimal must be: a string, since a JSON number may have been rounded by
// the client's float parser.
const decimalMessage = "must be a decimal number written as a string, like \"12.30\""

// maxDecimalDigits bounds the digits of a decimal: more than any field's precision, and it keeps a
// client from sending megabytes of digits to compare. A decimal's text holds them, a sign and a point
// (maxLength in the OpenAPI document).
const (
	maxDecimalDigits = 64
	maxDecimalLength = maxDecimalDigits + 2
)

// ParseDecimal reads a decimal written as -123.45: no "+", exponent, spaces or bare point, at most
// maxDecimalLength characters.
func ParseDecimal(s string) (Decimal, error) {
	body, negative := strings.CutPrefix(s, "-")
	integer, fraction, point := strings.Cut(body, ".")
	if !isDigits(integer) || point && !isDigits(fraction) || len(s) > maxDecimalLength {
		return Decimal{}, Invalid("decimal", decimalMessage)
	}
	return newDecimal(negative, integer, fraction), nil
}

// isDigits reports whether s is one or more ASCII digits.
func isDigits(s string) bool {
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// newDecimal writes digits checked by the caller in canonical form, so that equal text is an equal
// number at an equal scale.
func newDecimal(negative bool, integer, fraction string) Decimal {
	text := strings.TrimLeft(integer, "0")
	if text == "" {
		text = "0"
	}
	if fraction != "" {
		text += "." + fraction
	}
	if negative && strings.Trim(text, "0.") != "" {
		text = "-" + text
	}
	return Decimal{text: text}
}

// String writes the decimal as its JSON string holds it; the zero Decimal is 0.
func (d Decimal) String() string {
	if d.text == "" {
		return "0"
	}
	return d.text
}

// parts splits the decimal into its sign, its integer digits and its fraction digits.
func (d Decimal) parts() (negative bool, integer, fraction string) {
	s, negative := strings.CutPrefix(d.String(), "-")
	integer, fraction, _ = strings.Cut(s, ".")
	return negative, integer, fraction
}

// Fits reports whether a column of precision digits, scale of them after the point, holds the decimal
// exactly: leading zeros, and zeros ending the fraction, are not digits it needs.
func (d Decimal) Fits(precision, scale int) bool {
	_, integer, fraction := d.parts()
	return len(strings.TrimLeft(integer, "0")) <= precision-scale && len(strings.TrimRight(fraction, "0")) <= scale
}

// WithScale writes the decimal with scale fraction digits, as a column of that scale keeps it: zeros
// pad it, and zeros ending its fraction go. A decimal needing more digits is kept as it is, never
// rounded: as a filter it matches no row rather than a rounded one.
func (d Decimal) WithScale(scale int) Decimal {
	negative, integer, fraction := d.parts()
	if len(fraction) > scale {
		fraction = strings.TrimRight(fraction, "0")
		fraction += strings.Repeat("0", max(scale-len(fraction), 0))
	} else {
		fraction += strings.Repeat("0", scale-len(fraction))
	}
	return newDecimal(negative, integer, fraction)
}

// ParseDecimalScale reads a decimal as ParseDecimal does, written at scale as WithScale writes it: the
// form a column of that scale keeps, so that a filter on 12.3 finds 12.30 as text too (SQLite).
func ParseDecimalScale(s string, scale int) (Decimal, error) {
	d, err := ParseDecimal(s)
	return d.WithScale(scale), err
}

// Cmp compares the numbers, not their text: -1 if d < o, 0 if equal (1.5 and 1.50), +1 if d > o.
func (d Decimal) Cmp(o Decimal) int {
	dNegative, dInteger, dFraction := d.parts()
	oNegative, oInteger, oFraction := o.parts()
	switch {
	case dNegative && !oNegative:
		return -1
	case !dNegative && oNegative:
		return 1
	case dNegative:
		return -compareMagnitudes(dInteger, dFraction, oInteger, oFraction)
	default:
		return compareMagnitudes(dInteger, dFraction, oInteger, oFraction)
	}
}

// compareMagnitudes compares two unsigned decimals by their canonical digits: without leading zeros,
// the longer integer is the larger; fractions compare once padded to the same length.
func compareMagnitudes(aInteger, aFraction, bInteger, bFraction string) int {
	if c := cmp.Compare(len(aInteger), len(bInteger)); c != 0 {
		return c
	}
	if c := strings.Compare(aInteger, bInteger); c != 0 {
		return c
	}
	n := max(len(aFraction), len(bFraction))
	return strings.Compare(aFraction+strings.Repeat("0", n-len(aFraction)), bFraction+strings.Repeat("0", n-len(bFraction)))
}

// Describe says what a decimal's JSON is, for a client that sent something else.
func (Decimal) Describe() string {
	return strings.TrimPrefix(decimalMessage, "must be ")
}

// MarshalJSON writes the decimal as a string, which no client's float parser rounds.
func (d Decimal) MarshalJSON() ([]byte, error) {
	return []byte(`"` + d.String() + `"`), nil
}

// UnmarshalJSON reads a string holding a decimal; null leaves the decimal as it is, as encoding/json
// does. A JSON number is refused: the client may have rounded it already.
func (d *Decimal) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return Invalid("decimal", decimalMessage)
	}
	parsed, err := ParseDecimal(s)
	if err != nil {
		return err
	}
	*d = parsed
	return nil
}

// Scan reads a NUMERIC, DECIMAL or TEXT column, as the drivers give it (its text, or an integer). A
// float is refused: it is not exact.
func (d *Decimal) Scan(src any) error {
	var s string
	switch v := src.(type) {
	case string:
		s = v
	case []byte:
		s = string(v)
	case int64:
		s = strconv.FormatInt(v, 10)
	default:
		return fmt.Errorf("resource: cannot read a decimal from %T", src)
	}
	parsed, err := ParseDecimal(s)
	if err != nil {
		return fmt.Errorf("resource: read a decimal: %w", err)
	}
	*d = parsed
	return nil
}

// Value writes the decimal as its text, which every database converts to its column exactly.
func (d Decimal) Value() (driver.Value, error) {
	return d.String(), nil
}
