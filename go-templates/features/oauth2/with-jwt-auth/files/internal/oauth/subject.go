package oauth

import (
	"encoding/json"
	"errors"
)

// ErrNoSubject is returned when the provider's user has neither "sub" nor "id".
var ErrNoSubject = errors.New("the provider's user has no id")

// Subject names the provider's user in this service: "oauth2:" and the user's "sub" (OpenID
// Connect) or "id" (GitHub and most others), so it never collides with the ids of local accounts.
func Subject(user map[string]any) (string, error) {
	for _, key := range []string{"sub", "id"} {
		switch v := user[key].(type) {
		case string:
			if v != "" {
				return "oauth2:" + v, nil
			}
		case json.Number:
			return "oauth2:" + v.String(), nil
		}
	}
	return "", ErrNoSubject
}
