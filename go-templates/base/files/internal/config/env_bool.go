package config

import (
	"fmt"
	"strings"
)

// Bool returns the value of key as a boolean (true/false, 1/0, yes/no), or def when it is unset.
func (e *Env) Bool(key string, def bool) bool {
	v, ok := e.raw(key)
	if !ok {
		return def
	}
	switch strings.ToLower(v) {
	case "1", "true", "yes", "on":
		return true
	case "0", "false", "no", "off":
		return false
	}
	e.Invalid(key, fmt.Sprintf("%q is not a boolean", v))
	return def
}
