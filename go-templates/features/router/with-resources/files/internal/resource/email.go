package resource

import (
	"regexp"
	"strings"
)

// emailPattern is an e-mail address as the API's document describes it (format email, and this
// pattern): a dot-atom, then a domain of labels with at least one dot.
var emailPattern = regexp.MustCompile("(?i)^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$")

// maxEmail is the longest address (RFC 5321).
const maxEmail = 254

// IsEmail reports whether s is an e-mail address the API takes.
func IsEmail(s string) bool {
	return len(s) <= maxEmail && emailPattern.MatchString(s)
}

// ParseEmail reads a filter's e-mail address, in lower case as the stores keep it.
func ParseEmail(s string) (string, error) {
	if !IsEmail(s) {
		return "", Invalid("email", "must be an e-mail address like ada@example.com")
	}
	return strings.ToLower(s), nil
}
