package server

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// With JWT Auth, every notes route needs a valid token: 401 in the API's error shape without one.
func TestNotesNeedAToken(t *testing.T) {
	s := notesServer(t)
	for _, route := range []struct{ method, path string }{
		{http.MethodGet, "/api/v1/notes"},
		{http.MethodPost, "/api/v1/notes"},
		{http.MethodGet, "/api/v1/notes/1"},
		{http.MethodPut, "/api/v1/notes/1"},
		{http.MethodDelete, "/api/v1/notes/1"},
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
}
