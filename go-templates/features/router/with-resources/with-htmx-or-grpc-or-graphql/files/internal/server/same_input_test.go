package server

import "encoding/json"

// sameInput reports whether a row holds each field of the input it was made from, as JSON writes them.
func sameInput(row, input map[string]any) bool {
	for name, v := range input {
		want, _ := json.Marshal(v)
		got, _ := json.Marshal(row[name])
		if string(got) != string(want) {
			return false
		}
	}
	return true
}
