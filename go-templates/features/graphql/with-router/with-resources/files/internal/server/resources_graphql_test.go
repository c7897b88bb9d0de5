package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"{{@module}}/internal/graph"
)

// callGraphQL sends an operation to POST /graphql with what the routes require of a client (a token,
// with JWT Auth) and decodes the answer.
func callGraphQL(t *testing.T, s *Server, query string, variables map[string]any) graphQLAnswer {
	t.Helper()
	body, err := json.Marshal(map[string]any{"query": query, "variables": variables})
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	{{@slot:notes.testrequest}}
	res := serve(t, s, req)
	defer func() { _ = res.Body.Close() }()
	var answer graphQLAnswer
	if err := json.NewDecoder(res.Body).Decode(&answer); err != nil {
		t.Fatalf("POST /graphql %s: %d, %v", query, res.StatusCode, err)
	}
	return answer
}

// schemaFields is a value of the API (an input, a row) as the GraphQL door names its fields.
func schemaFields(t *testing.T, v any) map[string]any {
	t.Helper()
	out := map[string]any{}
	for name, value := range asFields(t, v) {
		out[graph.SchemaName(name)] = value
	}
	return out
}

// sameNode reports whether a node of an answer holds each field of a row of the API under its schema
// name, as JSON writes them; an id is text in GraphQL (the ID type), a number in the API.
func sameNode(node, row map[string]any) bool {
	for name, v := range row {
		got := node[graph.SchemaName(name)]
		if n, ok := v.(float64); ok {
			if text, ok := got.(string); ok && text == strconv.FormatFloat(n, 'f', -1, 64) {
				continue
			}
		}
		want, _ := json.Marshal(v)
		answered, _ := json.Marshal(got)
		if string(answered) != string(want) {
			return false
		}
	}
	return true
}

// nodeOf is the object an answer holds under field (an alias of the operation), failing the test on
// an error.
func nodeOf(t *testing.T, what string, answer graphQLAnswer, field string) map[string]any {
	t.Helper()
	node, ok := answer.Data[field].(map[string]any)
	if len(answer.Errors) > 0 || !ok {
		t.Fatalf("%s answered %+v, want an object", what, answer)
	}
	return node
}

// expectGraphQLError checks that an answer is an error with extensions.code code whose message names
// names.
func expectGraphQLError(t *testing.T, what string, answer graphQLAnswer, code, names string) {
	t.Helper()
	if len(answer.Errors) == 0 || answer.Errors[0].Extensions["code"] != code || !strings.Contains(answer.Errors[0].Message, names) {
		t.Errorf("%s answered %+v, want a %s error naming %q", what, answer, code, names)
	}
}
