package oauth

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestSubjectNamesTheProvidersUser(t *testing.T) {
	for raw, want := range map[string]string{
		`{"sub":"abc-123","id":7}`:     "oauth2:abc-123",
		`{"id":12345678901234567890}`:  "oauth2:12345678901234567890",
		`{"id":"u-9","login":"ada"}`:   "oauth2:u-9",
		`{"login":"ada"}`:              "",
		`{"sub":"","id":{"nested":1}}`: "",
	} {
		dec := json.NewDecoder(strings.NewReader(raw))
		dec.UseNumber()
		var user map[string]any
		if err := dec.Decode(&user); err != nil {
			t.Fatal(err)
		}
		got, err := Subject(user)
		if got != want || (want == "") != errors.Is(err, ErrNoSubject) {
			t.Errorf("Subject(%s) = %q, %v; want %q", raw, got, err, want)
		}
	}
}
