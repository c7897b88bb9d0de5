package server

import (
	"net/http"
	"regexp"
	"testing"
)

// A route with a parameter is counted under its pattern, whatever the parameter: one series, not
// one per note.
func TestMetricsLabelRequestsWithTheRoutePattern(t *testing.T) {
	s := notesServer(t)
	for _, path := range []string{"/api/v1/notes/1", "/api/v1/notes/2"} {
		res := serve(t, s, newNoteRequest(t, s, http.MethodGet, path, nil))
		_ = res.Body.Close()
	}
	body := scrape(t, s)
	// The router writes the parameter :id or {id}.
	series := regexp.MustCompile(`http_requests_total\{method="GET",route="/api/v1/notes/(:id|\{id\})",status="404"\} 2`)
	if !series.MatchString(body) {
		t.Errorf("/metrics has no series for the route pattern of /api/v1/notes/{id} with both requests:\n%s", body)
	}
}
