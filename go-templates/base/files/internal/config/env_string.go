package config

// String returns the value of key, or def when it is unset or empty.
func (e *Env) String(key, def string) string {
	if v, ok := e.raw(key); ok {
		return v
	}
	return def
}
