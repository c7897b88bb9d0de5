package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// pageForm is a valid input as a page's form sends it: text as typed, other values as JSON, a null
// field left empty.
func pageForm(t *testing.T, fields map[string]any) url.Values {
	t.Helper()
	form := url.Values{}
	for name, v := range fields {
		switch v := v.(type) {
		case nil:
		case string:
			form.Set(name, v)
		default:
			b, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			form.Set(name, string(b))
		}
	}
	return form
}

// callPage sends a request to a resource's pages as a browser on them does (with what the routes
// require of a client: a token, with JWT Auth), and returns the answer with its body.
func callPage(t *testing.T, s *Server, method, path string, form url.Values, site string) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(form.Encode()))
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	req.Header.Set("Sec-Fetch-Site", site)
	{{@slot:notes.testrequest}}
	return send(t, s, req)
}

// expectPage checks that GET path answers an HTML page with status.
func expectPage(t *testing.T, s *Server, path string, status int) string {
	t.Helper()
	res, body := callPage(t, s, http.MethodGet, path, nil, "same-origin")
	if res.StatusCode != status || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Errorf("GET %s = %d %q, want %d text/html", path, res.StatusCode, res.Header.Get("Content-Type"), status)
	}
	return body
}

// expectSaved checks that a form post answered 303 to the row's page, and returns that page's path.
func expectSaved(t *testing.T, res *http.Response, body, prefix string) string {
	t.Helper()
	location := res.Header.Get("Location")
	var id int64
	if _, err := fmt.Sscanf(location, prefix+"/%d", &id); res.StatusCode != http.StatusSeeOther || err != nil {
		t.Fatalf("post the form of %s: %d to %q, want 303 to %s/<id>: %s", prefix, res.StatusCode, location, prefix, body)
	}
	return location
}
