package config

import "strings"

// List returns the comma-separated values of key, trimmed and without empty items, or def when it
// is unset.
func (e *Env) List(key string, def ...string) []string {
	v, ok := e.raw(key)
	if !ok {
		return def
	}
	var items []string
	for _, item := range strings.Split(v, ",") {
		if item = strings.TrimSpace(item); item != "" {
			items = append(items, item)
		}
	}
	return items
}
