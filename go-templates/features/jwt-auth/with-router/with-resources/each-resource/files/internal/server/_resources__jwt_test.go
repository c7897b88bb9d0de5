package server

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// With JWT Auth, every route of the {{@R.labels}} needs a valid token: 401 in the API's error shape
// without one, the route's own answer with one.
func Test{{@R.Names}}NeedAToken(t *testing.T) {
	s := resourcesServer(t)
	for _, route := range []struct{ method, path string }{
		{http.MethodGet, "/api/v1/{{@R.path}}"},
		{http.MethodPost, "/api/v1/{{@R.path}}"},
		{http.MethodGet, "/api/v1/{{@R.path}}/1"},
		{http.MethodPut, "/api/v1/{{@R.path}}/1"},
		{http.MethodDelete, "/api/v1/{{@R.path}}/1"},
	} {
		for name, authorization := range map[string]string{"no token": "", "forged token": "Bearer not.a.token"} {
			req := httptest.NewRequest(route.method, route.path, nil)
			if authorization != "" {
				req.Header.Set("Authorization", authorization)
			}
			res := serve(t, s, req)
			_ = res.Body.Close()
			if res.StatusCode != http.StatusUnauthorized || res.Header.Get("WWW-Authenticate") == "" {
				t.Errorf("%s %s with %s: %d, want 401 with a WWW-Authenticate header", route.method, route.path, name, res.StatusCode)
			}
		}
	}
	// callResource sends a valid token.
	if res := callResource(t, s, http.MethodGet, "/api/v1/{{@R.path}}", nil, nil); res.StatusCode != http.StatusOK {
		t.Errorf("GET /api/v1/{{@R.path}} with a token: %d, want 200", res.StatusCode)
	}
}
