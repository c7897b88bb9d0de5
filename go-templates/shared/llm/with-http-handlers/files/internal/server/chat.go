package server

import (
	"net/http"

	"{{@module}}/internal/llm"
)

// chat answers a chat endpoint (POST /api/v1/<provider>/chat) with client. Its route is registered
// behind chatAccess.
func (s *Server) chat(client *llm.Client) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		status, answer, err := client.ServeChat(r.Context(), r.Body)
		if err != nil {
			s.deps.Logger.WarnContext(r.Context(), client.Name()+" chat failed", "error", err)
		}
		s.writeJSON(w, r, status, answer)
	}
}
