package server

import (
	"fmt"
	"net/http"
	"reflect"
	"testing"

	"{{@module}}/internal/{{@R.pkg}}"
)

// Test{{@R.Names}}InTheDatabase runs the API's {{@R.labels}} on the SQLC store: what the database
// keeps, finds, orders and refuses.
func Test{{@R.Names}}InTheDatabase(t *testing.T) {
	s := sqlcServer(t)
	const path = "/api/v1/{{@R.path}}"
	valid := func() map[string]any { return asFields(t, new{{@R.Name}}Input(t, s)) }
	item := create{{@R.Name}}(t, s)
	second := create{{@R.Name}}(t, s)
	itemPath := fmt.Sprintf("%s/%d", path, item.ID)

	var got {{@R.pkg}}.{{@R.Name}}
	if res := callResource(t, s, http.MethodGet, itemPath, nil, &got); res.StatusCode != http.StatusOK || got.ID != item.ID || !got.CreatedAt.Equal(item.CreatedAt) {
		t.Fatalf("get: %d %+v, want %+v", res.StatusCode, got, item)
	}
	expectFound(t, s, path, "sort", "-id", item.ID, "{{@R.snakes}}")
	{{@F.filterTest}}
	// Ties (timestamps within one tick) are broken by id, in the sort's direction.
	for sort, want := range map[string]int64{"id": item.ID, "-id": second.ID, "created_at": item.ID, "-created_at": second.ID} {
		var list {{@R.pkg}}.List
		if res := callResource(t, s, http.MethodGet, path+"?limit=1&sort="+sort, nil, &list); res.StatusCode != http.StatusOK || len(list.{{@R.Names}}) != 1 || list.{{@R.Names}}[0].ID != want {
			t.Errorf("GET ?sort=%s&limit=1: %d %+v, want id %d first", sort, res.StatusCode, list, want)
		}
	}
	for _, field := range {{@R.pkg}}.Sortable {
		for _, sort := range []string{field, "-" + field} {
			var list {{@R.pkg}}.List
			if res := callResource(t, s, http.MethodGet, path+"?sort="+sort+"&limit=1", nil, &list); res.StatusCode != http.StatusOK || len(list.{{@R.Names}}) != 1 {
				t.Errorf("GET ?sort=%s&limit=1: %d %+v", sort, res.StatusCode, list)
			}
		}
	}
	{{@F.uniqueTest}}
	{{@F.referenceTest}}

	var replaced {{@R.pkg}}.{{@R.Name}}
	if res := callResource(t, s, http.MethodPut, itemPath, new{{@R.Name}}Input(t, s), &replaced); res.StatusCode != http.StatusOK || replaced.ID != item.ID {
		t.Fatalf("replace: %d %+v", res.StatusCode, replaced)
	}
	// The optional fields left out are NULL columns, read back as nulls.
	required := valid()
	{{@F?optional}}delete(required, "{{@F.name}}")
	if res := callResource(t, s, http.MethodPut, itemPath, required, &replaced); res.StatusCode != http.StatusOK || replaced.ID != item.ID {
		t.Fatalf("replace with the required fields only: %d %+v", res.StatusCode, replaced)
	}
	var reread {{@R.pkg}}.{{@R.Name}}
	if res := callResource(t, s, http.MethodGet, itemPath, nil, &reread); res.StatusCode != http.StatusOK || !reflect.DeepEqual(reread, replaced) {
		t.Fatalf("get after a replace with the required fields only: %d %+v, want %+v", res.StatusCode, reread, replaced)
	}
	if res := callResource(t, s, http.MethodDelete, itemPath, nil, nil); res.StatusCode != http.StatusNoContent {
		t.Fatalf("delete: %d", res.StatusCode)
	}
	for _, method := range []string{http.MethodGet, http.MethodDelete} {
		if code, _ := errorOf(t, s, method, itemPath, nil); code != http.StatusNotFound {
			t.Errorf("%s after delete: %d, want 404", method, code)
		}
	}
	if code, _ := errorOf(t, s, http.MethodPut, itemPath, valid()); code != http.StatusNotFound {
		t.Errorf("PUT after delete: %d, want 404", code)
	}
	{{@F.scaleTest}}
}
