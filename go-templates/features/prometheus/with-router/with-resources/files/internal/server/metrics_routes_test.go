package server

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// A route with a parameter is counted under its pattern, whatever the parameter: one series, not
// one per row of a resource.
func TestMetricsLabelRequestsWithTheRoutePattern(t *testing.T) {
	s := resourcesServer(t)
	// A resource's GET route of one row, as the router writes it (:id or {id}).
	routes := registeredRoutes(s)
	slices.Sort(routes)
	i := slices.IndexFunc(routes, regexp.MustCompile(`^GET /api/v1/[^/]+/(:id|\{id\})$`).MatchString)
	if i < 0 {
		t.Fatalf("no GET route of a resource's row in %v", routes)
	}
	route := strings.TrimPrefix(routes[i], "GET ")
	for _, id := range []string{"1", "2"} {
		callResource(t, s, http.MethodGet, strings.NewReplacer(":id", id, "{id}", id).Replace(route), nil, nil)
	}
	body := scrape(t, s)
	series := fmt.Sprintf(`http_requests_total{method="GET",route=%q,status="404"} 2`, route)
	if !strings.Contains(body, series) {
		t.Errorf("/metrics has no series %s:\n%s", series, body)
	}
}
