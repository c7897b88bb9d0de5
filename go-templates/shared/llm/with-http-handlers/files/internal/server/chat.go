package server

import (
	"net/http"

	"{{@module}}/internal/llm"
)

// chat answers a chat endpoint (POST /api/v1/<provider>/chat) with client.
func (s *Server) chat(client *llm.Client) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		req, err := llm.DecodeChatRequest(r.Body)
		if err != nil {
			writeError(w, http.StatusBadRequest, err.Error())
			return
		}
		status, body, err := client.HandleChat(r.Context(), req)
		if err != nil {
			s.deps.Logger.Warn(client.Name()+" chat failed", "error", err)
		}
		writeJSON(w, status, body)
	}
}
