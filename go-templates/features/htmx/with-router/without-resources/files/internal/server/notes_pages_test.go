package server

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"{{@module}}/internal/notes"
)

// postNote sends the page's form as htmx does: POST /notes, form-encoded.
func postNote(t *testing.T, s *Server, title, body string) (*http.Response, string) {
	t.Helper()
	form := url.Values{"title": {title}, "body": {body}}
	req := httptest.NewRequest(http.MethodPost, "/notes", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("HX-Request", "true")
	return sendNotes(t, s, req)
}

// getNotes opens the notes page.
func getNotes(t *testing.T, s *Server) (*http.Response, string) {
	t.Helper()
	return sendNotes(t, s, httptest.NewRequest(http.MethodGet, "/notes", nil))
}

// sendNotes sends req with what the notes' routes require of a client (a token, with JWT Auth).
func sendNotes(t *testing.T, s *Server, req *http.Request) (*http.Response, string) {
	t.Helper()
	{{@slot:notes.testrequest}}
	return send(t, s, req)
}

func TestNotesPageListsTheNotes(t *testing.T) {
	s := notesServer(t)
	if _, err := s.deps.Notes.Create(t.Context(), notes.Input{Title: "Groceries <milk>", Body: "and bread"}); err != nil {
		t.Fatal(err)
	}
	res, body := getNotes(t, s)
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET /notes = %d %q, want 200 text/html", res.StatusCode, res.Header.Get("Content-Type"))
	}
	// The title is escaped: a note cannot inject HTML into the page.
	for _, want := range []string{`hx-post="/notes"`, "<strong>Groceries &lt;milk&gt;</strong> and bread", `<a href="/notes">Notes</a>`} {
		if !strings.Contains(body, want) {
			t.Errorf("GET /notes has no %q:\n%s", want, body)
		}
	}
}

func TestNotesPageAddsANote(t *testing.T) {
	s := notesServer(t)
	res, fragment := postNote(t, s, "  Call Ada  ", "at noon")
	if res.StatusCode != http.StatusCreated || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("POST /notes = %d %q %s, want 201 text/html", res.StatusCode, res.Header.Get("Content-Type"), fragment)
	}
	// The answer is the fragment htmx inserts, not a whole page.
	if !strings.HasPrefix(fragment, `<li id="note-`) || !strings.Contains(fragment, "<strong>Call Ada</strong> at noon") || strings.Contains(fragment, "<html") {
		t.Errorf("POST /notes answered %q, want the new note's <li>", fragment)
	}
	list, err := s.deps.Notes.List(t.Context(), notes.Page{Limit: notes.DefaultLimit})
	if err != nil || len(list) != 1 || list[0].Title != "Call Ada" {
		t.Fatalf("stored notes = %+v, %v; want the new note", list, err)
	}
	if _, page := getNotes(t, s); !strings.Contains(page, "<strong>Call Ada</strong>") {
		t.Errorf("GET /notes does not list the new note:\n%s", page)
	}
}

func TestNotesPageRefusesAnInvalidNote(t *testing.T) {
	s := notesServer(t)
	res, fragment := postNote(t, s, " ", "no title")
	if res.StatusCode != http.StatusUnprocessableEntity || res.Header.Get("HX-Retarget") != "#form-error" || fragment != "title is required" {
		t.Errorf("POST /notes without a title = %d, HX-Retarget %q, %q; want 422 to #form-error with the message",
			res.StatusCode, res.Header.Get("HX-Retarget"), fragment)
	}
	if list, _ := s.deps.Notes.List(t.Context(), notes.Page{Limit: notes.DefaultLimit}); len(list) != 0 {
		t.Errorf("an invalid note was stored: %+v", list)
	}
}

func TestNotesPageRefusesCrossSitePosts(t *testing.T) {
	s := notesServer(t)
	req := httptest.NewRequest(http.MethodPost, "/notes", strings.NewReader("title=x"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	if res, _ := sendNotes(t, s, req); res.StatusCode != http.StatusForbidden {
		t.Errorf("a cross-site POST /notes = %d, want 403", res.StatusCode)
	}
}
