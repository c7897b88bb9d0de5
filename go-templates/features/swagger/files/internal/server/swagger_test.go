package server

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"{{@module}}/docs"
)

// TestTheSpecDescribesEveryRoute compares docs/swagger.yaml with the routes the server registers, both
// ways, so the documentation cannot drift from the code.
func TestTheSpecDescribesEveryRoute(t *testing.T) {
	documented := map[string]bool{}
	path := ""
	for _, line := range strings.Split(string(docs.Spec), "\n") {
		if m := regexp.MustCompile(`^  (/\S*):$`).FindStringSubmatch(line); m != nil {
			path = m[1]
		} else if m := regexp.MustCompile(`^    (get|post|put|patch|delete):$`).FindStringSubmatch(line); m != nil && path != "" {
			documented[strings.ToUpper(m[1])+" "+path] = true
		} else if line != "" && !strings.HasPrefix(line, "  ") {
			path = ""
		}
	}
	served := map[string]bool{}
	for _, route := range registeredRoutes(newTestServer(t)) {
		route = openAPIPath(route)
		method, _, _ := strings.Cut(route, " ")
		// Only the API's own routes: not the documentation's, nor what routers add (HEAD, not-found handlers).
		if strings.HasPrefix(route, "GET /swagger") || !slices.Contains([]string{"GET", "POST", "PUT", "PATCH", "DELETE"}, method) {
			continue
		}
		served[route] = true
	}
	for route := range served {
		if !documented[route] {
			t.Errorf("%s is served but not described in docs/swagger.yaml", route)
		}
	}
	for route := range documented {
		if !served[route] {
			t.Errorf("docs/swagger.yaml describes %s, which the server does not serve", route)
		}
	}
	if len(served) == 0 || !slices.Contains(slicesOf(served), "GET /health") {
		t.Fatalf("no routes found: %v", served)
	}
}

func slicesOf(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// openAPIPath writes a router path in OpenAPI's form: /notes/:id becomes /notes/{id}.
func openAPIPath(p string) string {
	return regexp.MustCompile(`:([A-Za-z0-9_]+)`).ReplaceAllString(p, "{$1}")
}
