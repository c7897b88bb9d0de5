package server

import (
	"fmt"
	"net/http"
	"testing"

	"{{@module}}/internal/{{@R.pkg}}"
)

// new{{@R.Name}}Input is a valid input, unlike any other (unique fields stay apart); the rows its
// references name are created first.
func new{{@R.Name}}Input(t *testing.T, s *Server) {{@R.pkg}}.Input {
	t.Helper()
	n := nextSample(){{@R?drawsSamples}}
	var in {{@R.pkg}}.Input
	{{@F.setSample}}
	{{@F.setReference}}
	return in
}

// create{{@R.Name}} creates a {{@R.label}} through the API.
func create{{@R.Name}}(t *testing.T, s *Server) {{@R.pkg}}.{{@R.Name}} {
	t.Helper()
	var created {{@R.pkg}}.{{@R.Name}}
	res := callResource(t, s, http.MethodPost, "/api/v1/{{@R.path}}", new{{@R.Name}}Input(t, s), &created)
	if res.StatusCode != http.StatusCreated || created.ID == 0 {
		t.Fatalf("create a {{@R.label}}: %d %+v", res.StatusCode, created)
	}
	if want := fmt.Sprintf("/api/v1/{{@R.path}}/%d", created.ID); res.Header.Get("Location") != want {
		t.Errorf("Location = %q, want %q", res.Header.Get("Location"), want)
	}
	return created
}

func Test{{@R.Names}}CRUD(t *testing.T) {
	s := resourcesServer(t)
	created := create{{@R.Name}}(t, s)
	path := fmt.Sprintf("/api/v1/{{@R.path}}/%d", created.ID)

	var got {{@R.pkg}}.{{@R.Name}}
	if res := callResource(t, s, http.MethodGet, path, nil, &got); res.StatusCode != http.StatusOK || got.ID != created.ID {
		t.Fatalf("get: %d %+v", res.StatusCode, got)
	}
	var list {{@R.pkg}}.List
	if res := callResource(t, s, http.MethodGet, "/api/v1/{{@R.path}}", nil, &list); res.StatusCode != http.StatusOK || len(list.{{@R.Names}}) != 1 {
		t.Fatalf("list: %d %+v", res.StatusCode, list)
	}
	var replaced {{@R.pkg}}.{{@R.Name}}
	if res := callResource(t, s, http.MethodPut, path, new{{@R.Name}}Input(t, s), &replaced); res.StatusCode != http.StatusOK || replaced.ID != created.ID {
		t.Fatalf("replace: %d %+v", res.StatusCode, replaced)
	}
	if res := callResource(t, s, http.MethodDelete, path, nil, nil); res.StatusCode != http.StatusNoContent {
		t.Fatalf("delete: %d", res.StatusCode)
	}
	if code, _ := errorOf(t, s, http.MethodGet, path, nil); code != http.StatusNotFound {
		t.Fatalf("get after delete: %d, want 404", code)
	}
}

func Test{{@R.Names}}Refused(t *testing.T) {
	s := resourcesServer(t)
	const path = "/api/v1/{{@R.path}}"
	valid := func() map[string]any { return asFields(t, new{{@R.Name}}Input(t, s)) }

	unknown := valid()
	unknown["no_such_field"] = 1
	expectRefused(t, s, path, unknown, http.StatusBadRequest, "no_such_field")
	for _, field := range []string{{{@R.required}}} {
		body := valid()
		delete(body, field)
		expectRefused(t, s, path, body, http.StatusBadRequest, field)
	}
	{{@F.uniqueTest}}
	{{@F.caseTest}}
	{{@F.defaultTest}}
	{{@F.referenceTest}}
	{{@F.onDeleteTest}}
	for _, query := range []string{"limit=0", "offset=-1", "sort=no_such_field", "no_such_field=1"} {
		if code, _ := errorOf(t, s, http.MethodGet, path+"?"+query, nil); code != http.StatusBadRequest {
			t.Errorf("GET ?%s: %d, want 400", query, code)
		}
	}
}

func Test{{@R.Names}}ListQueries(t *testing.T) {
	s := resourcesServer(t)
	const path = "/api/v1/{{@R.path}}"
	item := create{{@R.Name}}(t, s)
	create{{@R.Name}}(t, s)
	expectFound(t, s, path, "sort", "-id", item.ID, "{{@R.snakes}}")
	{{@F.filterTest}}
	for _, field := range {{@R.pkg}}.Sortable {
		for _, sort := range []string{field, "-" + field} {
			var list {{@R.pkg}}.List
			if res := callResource(t, s, http.MethodGet, path+"?sort="+sort+"&limit=1", nil, &list); res.StatusCode != http.StatusOK || len(list.{{@R.Names}}) != 1 {
				t.Errorf("GET ?sort=%s&limit=1: %d %+v", sort, res.StatusCode, list)
			}
		}
	}
}
