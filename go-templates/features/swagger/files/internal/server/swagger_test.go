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
		// Only the API's own routes: not the pages, nor what routers add (HEAD, not-found handlers).
		if isPage(route) || !slices.Contains([]string{"GET", "POST", "PUT", "PATCH", "DELETE"}, method) {
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

// pages are the routes browsers open rather than the API, as "METHOD /path" (each with the routes
// below it): the documentation's own and the pages of other features. The spec leaves them out.
var pages = []string{
	"GET /swagger",
	{{@lines:server.pages}}
}

func isPage(route string) bool {
	route = strings.TrimSuffix(route, "{$}") // ServeMux writes the path / alone as /{$}
	return slices.ContainsFunc(pages, func(p string) bool { return route == p || strings.HasPrefix(route, p+"/") })
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
