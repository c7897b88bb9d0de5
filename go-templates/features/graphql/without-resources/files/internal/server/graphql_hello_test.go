package server

import (
	"testing"

	"{{@module}}/internal/config"
)

func TestGraphQLAnswersAQuery(t *testing.T) {
	s := newTestServer(t)
	cases := []struct {
		variables map[string]any
		want      string
	}{
		{map[string]any{"name": "Ada"}, "Hello, Ada!"},
		{nil, "Hello, world!"},
	}
	for _, tc := range cases {
		answer := postGraphQL(t, s, `query Hello($name: String) { hello(name: $name) }`, tc.variables)
		if len(answer.Errors) > 0 || answer.Data["hello"] != tc.want {
			t.Errorf("hello with %v = %+v, want %q", tc.variables, answer, tc.want)
		}
	}
}

func TestGraphQLRefusesInvalidQueries(t *testing.T) {
	s := newTestServer(t, func(c *config.Config) { c.GraphQL.ComplexityLimit = 1 })
	for _, query := range []string{
		`{ goodbye }`,           // not in the schema
		`{ a: hello b: hello }`, // complexity 2, above the limit of 1
		`{ hello(name: 42) }`,   // a number is not a String
	} {
		if answer := postGraphQL(t, s, query, nil); len(answer.Errors) == 0 || answer.Data != nil {
			t.Errorf("%s answered %+v, want errors and no data", query, answer)
		}
	}
}
