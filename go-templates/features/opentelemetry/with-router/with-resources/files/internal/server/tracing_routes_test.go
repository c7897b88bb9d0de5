package server

import (
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// A route with a parameter is traced under its pattern, whatever the parameter: one span name for
// every row of a resource.
func TestTracingNamesSpansAfterTheRoutePattern(t *testing.T) {
	recorder := recordSpans(t)
	s := resourcesServer(t)
	// A resource's GET route of one row, as the router writes it (:id or {id}).
	routes := registeredRoutes(s)
	slices.Sort(routes)
	i := slices.IndexFunc(routes, regexp.MustCompile(`^GET /api/v1/[^/]+/(:id|\{id\})$`).MatchString)
	if i < 0 {
		t.Fatalf("no GET route of a resource's row in %v", routes)
	}
	pattern := routes[i]
	path := strings.NewReplacer(":id", "12345", "{id}", "12345").Replace(strings.TrimPrefix(pattern, "GET "))
	callResource(t, s, http.MethodGet, path, nil, nil)

	span := serverSpan(t, recorder)
	if span.Name() != pattern {
		t.Errorf("span name = %q, want %q", span.Name(), pattern)
	}
	if status, _ := spanAttribute(span, "http.response.status_code"); status.AsInt64() != http.StatusNotFound {
		t.Errorf("http.response.status_code = %d, want 404", status.AsInt64())
	}
}
