package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestGraphQLNeedsAToken(t *testing.T) {
	s := resourcesServer(t)
	for _, authorization := range []string{"", "Bearer not-a-token"} {
		req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(`{"query":"{ __typename }"}`))
		req.Header.Set("Content-Type", "application/json")
		if authorization != "" {
			req.Header.Set("Authorization", authorization)
		}
		res := serve(t, s, req)
		var answer graphQLAnswer
		err := json.NewDecoder(res.Body).Decode(&answer)
		_ = res.Body.Close()
		if res.StatusCode != http.StatusUnauthorized || err != nil || len(answer.Errors) != 1 || answer.Errors[0].Extensions["code"] != "UNAUTHENTICATED" {
			t.Errorf("POST /graphql with Authorization %q = %d %+v (%v), want 401 UNAUTHENTICATED", authorization, res.StatusCode, answer, err)
		}
	}
	// With a token, the operation is answered.
	if answer := callGraphQL(t, s, `{ __typename }`, nil); len(answer.Errors) > 0 || answer.Data["__typename"] != "Query" {
		t.Errorf("POST /graphql with a token = %+v, want the operation's data", answer)
	}
}
