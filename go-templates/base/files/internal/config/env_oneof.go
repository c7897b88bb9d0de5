package config

import (
	"fmt"
	"strings"
)

// OneOf returns the value of key (lower-cased), which must be one of allowed, or def when unset.
func (e *Env) OneOf(key, def string, allowed ...string) string {
	v, ok := e.raw(key)
	if !ok {
		return def
	}
	v = strings.ToLower(v)
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	e.Invalid(key, fmt.Sprintf("%q is not one of %s", v, strings.Join(allowed, ", ")))
	return def
}
