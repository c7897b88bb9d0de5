package server

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestTheCollectionHasARequestForEveryRoute compares docs/postman_collection.json with the routes the
// server registers, both ways (the routes of withoutRequests aside).
func TestTheCollectionHasARequestForEveryRoute(t *testing.T) {
	raw, err := os.ReadFile("../../docs/postman_collection.json")
	if err != nil {
		t.Fatal(err)
	}
	var collection struct {
		Info struct {
			Schema string `json:"schema"`
		} `json:"info"`
		Item []struct {
			Name    string `json:"name"`
			Request struct {
				Method string `json:"method"`
				URL    struct {
					Path []string `json:"path"`
				} `json:"url"`
			} `json:"request"`
		} `json:"item"`
	}
	if err := json.Unmarshal(raw, &collection); err != nil {
		t.Fatalf("the collection is not valid JSON: %v", err)
	}
	if !strings.Contains(collection.Info.Schema, "/v2.1.0/") {
		t.Errorf("schema = %q, want Postman's v2.1.0", collection.Info.Schema)
	}

	type route struct {
		method string
		path   *regexp.Regexp
	}
	var served []route
	for _, r := range registeredRoutes(newTestServer(t)) {
		method, path, _ := strings.Cut(r, " ")
		if !slices.Contains([]string{"GET", "POST", "PUT", "PATCH", "DELETE"}, method) || withoutRequest(r) {
			continue
		}
		// A parameter is :id or {id}, as the router writes it.
		pattern := regexp.MustCompile(`:[A-Za-z0-9_]+|\\\{[A-Za-z0-9_]+\\\}`).ReplaceAllString(regexp.QuoteMeta(path), `[^/]+`)
		served = append(served, route{method, regexp.MustCompile("^" + pattern + "$")})
	}
	covered := make([]bool, len(served))
	for _, item := range collection.Item {
		path := "/" + strings.Join(item.Request.URL.Path, "/")
		found := false
		for i, r := range served {
			if r.method == item.Request.Method && r.path.MatchString(path) {
				covered[i], found = true, true
			}
		}
		if !found {
			t.Errorf("request %q (%s %s) matches no route of the server", item.Name, item.Request.Method, path)
		}
	}
	for i, ok := range covered {
		if !ok {
			t.Errorf("no request in the collection for %s %s", served[i].method, served[i].path)
		}
	}
}

// withoutRequests are the routes the collection leaves out, as "METHOD /path" (each with the routes
// below it): the documentation, the WebSocket and the pages browsers open.
var withoutRequests = []string{
	"GET /swagger",
	"GET /ws",
	{{@lines:server.pages}}
}

func withoutRequest(route string) bool {
	route = strings.TrimSuffix(route, "{$}") // ServeMux writes the path / alone as /{$}
	return slices.ContainsFunc(withoutRequests, func(p string) bool { return route == p || strings.HasPrefix(route, p+"/") })
}
