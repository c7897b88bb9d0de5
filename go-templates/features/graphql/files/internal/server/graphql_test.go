package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"{{@module}}/internal/config"
)

// graphQLAnswer is the body of a GraphQL answer.
type graphQLAnswer struct {
	Data   map[string]any `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
}

// postGraphQL sends query with its variables to POST /graphql, as a GraphQL client does.
func postGraphQL(t *testing.T, s *Server, query string, variables map[string]any) graphQLAnswer {
	t.Helper()
	body, err := json.Marshal(map[string]any{"query": query, "variables": variables})
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	res := serve(t, s, req)
	defer func() { _ = res.Body.Close() }()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	var answer graphQLAnswer
	if err := json.Unmarshal(raw, &answer); err != nil {
		t.Fatalf("POST /graphql answered %d %q: %v", res.StatusCode, raw, err)
	}
	return answer
}

func TestGraphQLPlayground(t *testing.T) {
	res := serve(t, newTestServer(t), httptest.NewRequest(http.MethodGet, "/graphql", nil))
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET /graphql = %d %q, want the playground's page", res.StatusCode, res.Header.Get("Content-Type"))
	}
	page, err := html.Parse(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if title := pageTitle(page); title != "GraphQL playground" {
		t.Errorf("GET /graphql: title %q, want the playground's", title)
	}

	// Turned off: no page, and no introspection either.
	s := newTestServer(t, func(c *config.Config) { c.GraphQL.Playground = false })
	res = serve(t, s, httptest.NewRequest(http.MethodGet, "/graphql", nil))
	_ = res.Body.Close()
	if res.StatusCode == http.StatusOK {
		t.Errorf("GET /graphql with the playground off = 200, want an error")
	}
	if answer := postGraphQL(t, s, `{ __schema { queryType { name } } }`, nil); len(answer.Errors) == 0 {
		t.Errorf("introspection with the playground off answered %+v, want an error", answer)
	}
}

// pageTitle returns the text of the <title> of an HTML document.
func pageTitle(n *html.Node) string {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.Data == "title" && d.FirstChild != nil {
			return d.FirstChild.Data
		}
	}
	return ""
}
