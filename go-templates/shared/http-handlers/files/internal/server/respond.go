package server

import (
	"encoding/json"
	"net/http"
)

// writeJSON answers with status and v encoded as JSON. v is encoded whole before the status is
// written: a value that cannot be encoded (a NaN or an infinity, a MarshalJSON that fails) would
// otherwise leave the client that status with an empty body. It is logged and answered 500 instead.
func (s *Server) writeJSON(w http.ResponseWriter, r *http.Request, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		s.deps.Logger.ErrorContext(r.Context(), "response not encoded", "path", r.URL.Path, "error", err)
		writeError(w, http.StatusInternalServerError, "internal server error")
		return
	}
	writeBody(w, status, body)
}

// writeError answers with status and {"error": message}. A map of strings always encodes, so it
// needs no logger: middleware and the routers' own answers use it too.
func writeError(w http.ResponseWriter, status int, message string) {
	body, _ := json.Marshal(map[string]string{"error": message})
	writeBody(w, status, body)
}

// writeBody sends status and an encoded JSON body, ended by a newline as json.Encoder ends it.
func writeBody(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	// The status is sent: a write error can only be a client that went away.
	_, _ = w.Write(append(body, '\n'))
}
