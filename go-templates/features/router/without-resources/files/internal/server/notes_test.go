package server

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"{{@module}}/internal/notes"
	"{{@module}}/internal/notes/notestest"
)

// notesServer is a test server whose notes live in a store of their own, in memory.
func notesServer(t *testing.T) *Server {
	t.Helper()
	s := newTestServer(t)
	deps := s.deps
	deps.Notes = notestest.NewStore()
	{{@slot:notes.testdeps}}
	return New(s.cfg, deps)
}

// newNoteRequest is a request to the notes routes with what they require of a client (a token, with
// JWT Auth).
func newNoteRequest(t *testing.T, s *Server, method, path string, body io.Reader) *http.Request {
	t.Helper()
	req := httptest.NewRequest(method, path, body)
	{{@slot:notes.testrequest}}
	return req
}

// call sends a request with an optional JSON body and decodes the JSON answer into out (if not nil).
func call(t *testing.T, s *Server, method, path, body string, out any) *http.Response {
	t.Helper()
	var reader io.Reader
	if body != "" {
		reader = strings.NewReader(body)
	}
	req := newNoteRequest(t, s, method, path, reader)
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

	var list notes.List
	if res := call(t, s, http.MethodGet, "/api/v1/notes", "", &list); res.StatusCode != http.StatusOK || len(list.Notes) != 1 ||
		list.Limit != notes.DefaultLimit || list.Offset != 0 {
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
		{"limit not a number", http.MethodGet, "/api/v1/notes?limit=ten", "", http.StatusBadRequest},
		{"limit 0", http.MethodGet, "/api/v1/notes?limit=0", "", http.StatusBadRequest},
		{"limit over the maximum", http.MethodGet, fmt.Sprintf("/api/v1/notes?limit=%d", notes.MaxLimit+1), "", http.StatusBadRequest},
		{"negative offset", http.MethodGet, "/api/v1/notes?offset=-1", "", http.StatusBadRequest},
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

func TestNotesListPages(t *testing.T) {
	s := notesServer(t)
	for i := range 3 {
		if res := call(t, s, http.MethodPost, "/api/v1/notes", fmt.Sprintf(`{"title":"note %d"}`, i+1), nil); res.StatusCode != http.StatusCreated {
			t.Fatalf("create: %d", res.StatusCode)
		}
	}
	var page notes.List
	if res := call(t, s, http.MethodGet, "/api/v1/notes?limit=2&offset=1", "", &page); res.StatusCode != http.StatusOK {
		t.Fatalf("list: %d", res.StatusCode)
	}
	if page.Limit != 2 || page.Offset != 1 || len(page.Notes) != 2 || page.Notes[0].Title != "note 2" || page.Notes[1].Title != "note 1" {
		t.Fatalf("GET /api/v1/notes?limit=2&offset=1 = %+v, want notes 2 and 1", page)
	}
	var past struct {
		Notes []notes.Note `json:"notes"`
	}
	// Past the end, the list is empty, not null.
	if res := call(t, s, http.MethodGet, "/api/v1/notes?offset=10", "", &past); res.StatusCode != http.StatusOK || past.Notes == nil || len(past.Notes) != 0 {
		t.Fatalf("a page past the end = %d %+v, want an empty list", res.StatusCode, past)
	}
}

// A body over the server's limit (http.MaxBytesReader) is 413 in the API's error shape.
func TestNoteErrorAnswersTooLarge(t *testing.T) {
	if status, message := noteError(fmt.Errorf("decode: %w", notes.ErrTooLarge)); status != http.StatusRequestEntityTooLarge || message != "request body too large" {
		t.Fatalf("noteError(ErrTooLarge) = %d %q, want 413", status, message)
	}
}
