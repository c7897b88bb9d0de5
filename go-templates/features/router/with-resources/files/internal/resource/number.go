package resource

import (
	"regexp"
	"strconv"
)

// jsonNumber is a number as JSON writes it: strconv.ParseFloat also reads NaN, Inf, hexadecimal and
// a leading +, which the API's document does not call numbers.
var jsonNumber = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// ParseNumber reads a filter's number, written as JSON writes one and within a float64's range.
func ParseNumber(s string) (float64, error) {
	if !jsonNumber.MatchString(s) {
		return 0, Invalid("number", "must be a number like 12.5")
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, Invalid("number", "must be a number within a 64-bit float's range")
	}
	return v, nil
}
