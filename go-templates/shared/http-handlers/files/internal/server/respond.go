package server

import (
	"encoding/json"
	"net/http"
)

// writeJSON answers with status and v encoded as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	// The status is sent: an encoding error can only be a client that went away.
	_ = json.NewEncoder(w).Encode(v)
}

// writeError answers with status and {"error": message}.
func writeError(w http.ResponseWriter, status int, message string) {
	writeJSON(w, status, map[string]string{"error": message})
}
