package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"{{@module}}/internal/notes"
)

// notesServer is a test server whose notes live in memory.
func notesServer(t *testing.T) *Server {
	t.Helper()
	s := newTestServer(t)
	deps := s.deps
	deps.Notes = notes.NewMemoryStore()
	return New(s.cfg, deps)
}

// call sends a request with an optional JSON body and decodes the JSON answer into out (if not nil).
func call(t *testing.T, s *Server, method, path, body string, out any) *http.Response {
	t.Helper()
	var reader io.Reader
	if body != "" {
		reader = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, reader)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	res := serve(t, s, req)
	t.Cleanup(func() { _ = res.Body.Close() })
	if out != nil {
		if err := json.NewDecoder(res.Body).Decode(out); err != nil {
			t.Fatalf("%s %s: decode the answer: %v", method, path, err)
		}
	}
	return res
}

func TestNotesCRUD(t *testing.T) {
	s := notesServer(t)

	var created notes.Note
	res := call(t, s, http.MethodPost, "/api/v1/notes", `{"title":"Groceries","body":"milk"}`, &created)
	if res.StatusCode != http.StatusCreated || created.ID == 0 || created.Title != "Groceries" {
		t.Fatalf("create: %d %+v", res.StatusCode, created)
	}
	if loc := res.Header.Get("Location"); loc != noteLocation(created) {
		t.Errorf("Location = %q, want %q", loc, noteLocation(created))
	}
	path := noteLocation(created)

	var got notes.Note
	if res := call(t, s, http.MethodGet, path, "", &got); res.StatusCode != http.StatusOK || got.Body != "milk" {
		t.Fatalf("get: %d %+v", res.StatusCode, got)
	}

	var list struct {
		Notes []notes.Note `json:"notes"`
	}
	if res := call(t, s, http.MethodGet, "/api/v1/notes", "", &list); res.StatusCode != http.StatusOK || len(list.Notes) != 1 {
		t.Fatalf("list: %d %+v", res.StatusCode, list)
	}

	var updated notes.Note
	if res := call(t, s, http.MethodPut, path, `{"title":"Shopping","body":"bread"}`, &updated); res.StatusCode != http.StatusOK || updated.Title != "Shopping" {
		t.Fatalf("update: %d %+v", res.StatusCode, updated)
	}

	if res := call(t, s, http.MethodDelete, path, "", nil); res.StatusCode != http.StatusNoContent {
		t.Fatalf("delete: %d", res.StatusCode)
	}
	if res := call(t, s, http.MethodGet, path, "", nil); res.StatusCode != http.StatusNotFound {
		t.Fatalf("get after delete: %d, want 404", res.StatusCode)
	}
}

func TestNotesErrors(t *testing.T) {
	s := notesServer(t)
	cases := []struct {
		name, method, path, body string
		status                   int
	}{
		{"no title", http.MethodPost, "/api/v1/notes", `{"body":"b"}`, http.StatusBadRequest},
		{"title too long", http.MethodPost, "/api/v1/notes", `{"title":"` + strings.Repeat("x", notes.MaxTitleLength+1) + `"}`, http.StatusBadRequest},
		{"not JSON", http.MethodPost, "/api/v1/notes", `title=x`, http.StatusBadRequest},
		{"unknown id", http.MethodGet, "/api/v1/notes/999", "", http.StatusNotFound},
		{"id not a number", http.MethodGet, "/api/v1/notes/abc", "", http.StatusNotFound},
		{"update unknown id", http.MethodPut, "/api/v1/notes/999", `{"title":"t"}`, http.StatusNotFound},
		{"delete unknown id", http.MethodDelete, "/api/v1/notes/999", "", http.StatusNotFound},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var body map[string]string
			res := call(t, s, tc.method, tc.path, tc.body, &body)
			if res.StatusCode != tc.status || body["error"] == "" {
				t.Errorf("%s %s = %d %v, want %d with an error message", tc.method, tc.path, res.StatusCode, body, tc.status)
			}
		})
	}
}
