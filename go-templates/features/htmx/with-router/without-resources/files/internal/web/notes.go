package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/a-h/templ"

	"{{@module}}/internal/notes"
)

// maxFormBytes bounds the body of POST /notes.
const maxFormBytes = 64 << 10

// crossOrigin refuses form posts from other sites' pages (by the Sec-Fetch-Site and Origin headers
// browsers send), which a session cookie would otherwise let through once you add one.
var crossOrigin = http.NewCrossOriginProtection()

// NotesPages serves the notes page and the fragment its form posts to, on the store of the API's
// notes.
type NotesPages struct {
	Store  notes.Store
	Logger *slog.Logger
}

// List renders the notes page (GET /notes): the newest notes, one page of the API's default size.
func (p NotesPages) List(w http.ResponseWriter, r *http.Request) {
	list, err := p.Store.List(r.Context(), notes.Page{Limit: notes.DefaultLimit})
	if err != nil {
		p.failed(w, err)
		return
	}
	templ.Handler(NotesPage(list)).ServeHTTP(w, r)
}

// Create adds the note of the page's form (POST /notes) and answers the fragment htmx inserts; an
// invalid form gets 422 with the message, which htmx puts next to the form.
func (p NotesPages) Create(w http.ResponseWriter, r *http.Request) {
	if err := crossOrigin.Check(r); err != nil {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "the body must be a form", http.StatusBadRequest)
		return
	}
	in, err := formInput(r.PostFormValue("title"), r.PostFormValue("body"))
	var invalid *notes.ValidationError
	if errors.As(err, &invalid) {
		w.Header().Set("HX-Retarget", "#form-error")
		w.Header().Set("HX-Reswap", "innerHTML")
		templ.Handler(FormError(invalid.Message), templ.WithStatus(http.StatusUnprocessableEntity)).ServeHTTP(w, r)
		return
	}
	if err != nil {
		p.failed(w, err)
		return
	}
	n, err := p.Store.Create(r.Context(), in)
	if err != nil {
		p.failed(w, err)
		return
	}
	templ.Handler(NoteAdded(n), templ.WithStatus(http.StatusCreated)).ServeHTTP(w, r)
}

// formInput checks the form's fields with the API's rules: notes.DecodeInput holds them (a title
// is required and bounded), so the fields go through it as the JSON the API would receive.
func formInput(title, body string) (notes.Input, error) {
	b, err := json.Marshal(notes.Input{Title: title, Body: body})
	if err != nil {
		return notes.Input{}, err
	}
	return notes.DecodeInput(bytes.NewReader(b))
}

func (p NotesPages) failed(w http.ResponseWriter, err error) {
	p.Logger.Error("notes page failed", "error", err)
	http.Error(w, "internal server error", http.StatusInternalServerError)
}
