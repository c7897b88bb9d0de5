package server

import (
	"net/http"
	"strings"
	"testing"

	"{{@module}}/internal/{{@R.pkg}}"
)

// Test{{@R.Names}}Pages goes through the pages of the {{@R.labels}} as a browser does: a new one's
// form posted, its page and its edit, each required field left empty, a cross-site post, a delete.
func Test{{@R.Names}}Pages(t *testing.T) {
	s := resourcesServer(t)
	const path = "/{{@R.path}}"
	form := func() map[string]any { return asFields(t, new{{@R.Name}}Input(t, s)) }
	sent := form()
	res, body := callPage(t, s, http.MethodPost, path, pageForm(t, sent), "same-origin")
	location := expectSaved(t, res, body, path)
	var created {{@R.pkg}}.{{@R.Name}}
	if res := callResource(t, s, http.MethodGet, "/api/v1"+location, nil, &created); res.StatusCode != http.StatusOK {
		t.Fatalf("GET /api/v1%s after the form: %d", location, res.StatusCode)
	}
	if got := asFields(t, created); !sameInput(got, sent) {
		t.Errorf("the form of %s/new kept %v, sent %v", path, got, sent)
	}
	for _, page := range []string{path, path + "/new", location, location + "/edit", location + "/delete"} {
		expectPage(t, s, page, http.StatusOK)
	}

	fields, err := s.{{@R.name}}PageFields(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fields {
		if !f.Required {
			continue
		}
		without := pageForm(t, form())
		without.Del(f.Name)
		res, body := callPage(t, s, http.MethodPost, path, without, "same-origin")
		if res.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, `id="field-`+f.Name+`-error"`) {
			t.Errorf("post the form without %s: %d, want 422 with the problem beside the field:\n%s", f.Name, res.StatusCode, body)
		}
	}

	res, body = callPage(t, s, http.MethodPost, location, pageForm(t, form()), "same-origin")
	if expectSaved(t, res, body, path) != location {
		t.Errorf("the edit of %s went to %s", location, res.Header.Get("Location"))
	}
	if res, _ := callPage(t, s, http.MethodPost, location+"/delete", nil, "cross-site"); res.StatusCode != http.StatusForbidden {
		t.Errorf("a delete posted from another site: %d, want 403", res.StatusCode)
	}
	if res, _ := callPage(t, s, http.MethodPost, location+"/delete", nil, "same-origin"); res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != path {
		t.Errorf("delete: %d to %q, want 303 to %s", res.StatusCode, res.Header.Get("Location"), path)
	}
	expectPage(t, s, location, http.StatusNotFound)
}
