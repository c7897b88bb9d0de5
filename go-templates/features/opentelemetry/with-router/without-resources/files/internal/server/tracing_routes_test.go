package server

import (
	"net/http"
	"regexp"
	"testing"
)

// A route with a parameter is traced under its pattern, whatever the parameter: one span name for
// every note.
func TestTracingNamesSpansAfterTheRoutePattern(t *testing.T) {
	recorder := recordSpans(t)
	s := notesServer(t)
	res := serve(t, s, newNoteRequest(t, s, http.MethodGet, "/api/v1/notes/12345", nil))
	_ = res.Body.Close()

	span := serverSpan(t, recorder)
	// The router writes the parameter :id or {id}.
	if !regexp.MustCompile(`^GET /api/v1/notes/(:id|\{id\})$`).MatchString(span.Name()) {
		t.Errorf("span name = %q, want GET and the route pattern of /api/v1/notes/{id}", span.Name())
	}
	if status, _ := spanAttribute(span, "http.response.status_code"); status.AsInt64() != http.StatusNotFound {
		t.Errorf("http.response.status_code = %d, want 404", status.AsInt64())
	}
}
