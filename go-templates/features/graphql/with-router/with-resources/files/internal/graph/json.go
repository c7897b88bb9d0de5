package graph

import (
	"encoding/json"
	"fmt"
	"io"
)

// JSONValue is the schema's JSON scalar, the value of a json field: any JSON value, kept as its text so
// that numbers keep every digit. gqlgen binds the scalar to it (gqlgen.yml).
type JSONValue json.RawMessage

// MarshalGQL writes the value as it is.
func (j JSONValue) MarshalGQL(w io.Writer) {
	if len(j) == 0 {
		_, _ = io.WriteString(w, "null")
		return
	}
	_, _ = w.Write(j)
}

// UnmarshalGQL reads a value of a query's variables or literal.
func (j *JSONValue) UnmarshalGQL(v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("JSON cannot hold the value: %w", err)
	}
	*j = raw
	return nil
}

// MarshalJSON writes the value as it is.
func (j JSONValue) MarshalJSON() ([]byte, error) {
	if len(j) == 0 {
		return []byte("null"), nil
	}
	return j, nil
}

// UnmarshalJSON keeps the value's text.
func (j *JSONValue) UnmarshalJSON(b []byte) error {
	*j = append((*j)[:0], b...)
	return nil
}
