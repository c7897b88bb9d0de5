package resource

import "encoding/json"

// JSONText is an optional JSON value as SQLite keeps it, in a TEXT column: nil (NULL) for none.
func JSONText(v json.RawMessage) *string {
	if len(v) == 0 || string(v) == "null" {
		return nil
	}
	s := string(v)
	return &s
}

// JSONFromText is the JSON value of an optional TEXT column; nil for NULL.
func JSONFromText(s *string) json.RawMessage {
	if s == nil {
		return nil
	}
	return json.RawMessage(*s)
}
