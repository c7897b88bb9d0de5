package resource

import (
	"bytes"
	"encoding/json"
)

// CanonicalJSON is v as every store compares it: keys sorted, no spaces, strings escaped as
// encoding/json escapes them (as Badger and the memory store keep it) and numbers as written; an
// absent value or null is nil (no value, which no unique index counts). Text that is not JSON is
// returned as it is, for validation to refuse.
func CanonicalJSON(v json.RawMessage) json.RawMessage {
	if len(v) == 0 || string(v) == "null" {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(v))
	dec.UseNumber()
	var value any
	if err := dec.Decode(&value); err != nil {
		return v
	}
	canonical, err := json.Marshal(value)
	if err != nil {
		return v
	}
	return canonical
}
