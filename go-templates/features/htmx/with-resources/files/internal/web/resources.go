package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/a-h/templ"

	"{{@module}}/internal/resource"
)

// Kind is how a page shows and edits a field: the input a form gives it.
type Kind int

const (
	Text      Kind = iota // a line of text
	LongText              // a textarea
	Integer               // a whole number
	Number                // any number
	Decimal               // an exact number, written as text
	Checkbox              // a required boolean
	YesNo                 // an optional boolean: yes, no or neither
	Timestamp             // a date and a time of day, in UTC
	Date                  // a day
	UUID                  // a UUID
	Email                 // an e-mail address
	Choice                // one of an enum's values
	JSON                  // any JSON value
	Reference             // the id of a row of another resource (or its own)
)

// Field is a field of a resource as its pages show and edit it. The bounds are those of the API,
// given to the browser too so that it says what is wrong before the form is sent; the server's
// validation (the resource's DecodeInput) decides.
type Field struct {
	Name      string // the JSON name, which is also the form field's name
	Label     string
	Kind      Kind
	Required  bool
	Min, Max  string // a number's bounds, as the input's min and max
	MinLength int    // a text's bounds in characters; 0 when none
	MaxLength int
	Options   []Option // an enum's values, or the rows a reference may name
	Href      string   // a reference: where the pages of the resource it names are, e.g. "/authors"
	Filter    bool     // a list filters on it
	Sort      bool     // a list sorts on it
}

// Option is a value a select offers.
type Option struct {
	Value string
	Label string
}

// Values are the options of an enum's values.
func Values(values []string) []Option {
	options := make([]Option, len(values))
	for i, v := range values {
		options[i] = Option{Value: v, Label: v}
	}
	return options
}

// Pages serves the HTML pages of one resource at Path, over the store, the validation and the
// reference checks of its API: a list (paging, sorting, filters), a row, a form to create one and to
// edit it, and a page that confirms a delete. Forms are plain HTML, so the pages work without
// JavaScript; htmx (hx-boost in the layout) swaps each answer in place of the page instead.
//
//	GET  /books               the list        POST /books               create
//	GET  /books/new           an empty form   GET  /books/{id}          a row
//	GET  /books/{id}/edit     its form        POST /books/{id}          replace it
//	GET  /books/{id}/delete   confirm         POST /books/{id}/delete   delete it
type Pages[T, In any] struct {
	Path   string // "/books"
	Label  string // "book"
	Labels string // "books"
	// Title is the field that names a row in headings and in the selects of references to it;
	// empty, a row is named by its id.
	Title  string
	Store  resource.Rows[T, In]
	Fields func(ctx context.Context) ([]Field, error)
	// ParseQuery, Decode, Check and Remove are the API's: the list's query, the validation of an
	// input, the check that its references name rows, and a delete as the references to the row say.
	ParseQuery func(url.Values) (resource.Query, error)
	Decode     func(io.Reader) (In, error)
	Check      func(context.Context, In) error
	Remove     func(context.Context, int64) error
	Logger     *slog.Logger
}

// maxFormBytes bounds a form's body.
const maxFormBytes = 1 << 20

// crossOrigin refuses form posts from other sites' pages (by the Sec-Fetch-Site and Origin headers
// browsers send), which a session cookie would otherwise let through once you add one.
var crossOrigin = http.NewCrossOriginProtection()

func (p *Pages[T, In]) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rest, ok := strings.CutPrefix(r.URL.Path, p.Path)
	if !ok || (rest != "" && !strings.HasPrefix(rest, "/")) {
		p.notFound(w, r)
		return
	}
	if r.Method == http.MethodPost {
		if err := crossOrigin.Check(r); err != nil {
			http.Error(w, err.Error(), http.StatusForbidden)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	}
	parts := strings.Split(strings.TrimPrefix(rest, "/"), "/")
	switch rest {
	case "":
		p.methods(w, r, p.list, p.create)
	case "/new":
		p.methods(w, r, p.newForm, nil)
	default:
		id, err := strconv.ParseInt(parts[0], 10, 64)
		if err != nil || id < 1 || strconv.FormatInt(id, 10) != parts[0] || len(parts) > 2 {
			p.notFound(w, r)
			return
		}
		withID := func(h func(http.ResponseWriter, *http.Request, int64)) http.HandlerFunc {
			return func(w http.ResponseWriter, r *http.Request) { h(w, r, id) }
		}
		switch {
		case len(parts) == 1:
			p.methods(w, r, withID(p.show), withID(p.update))
		case parts[1] == "edit":
			p.methods(w, r, withID(p.editForm), nil)
		case parts[1] == "delete":
			p.methods(w, r, withID(p.confirmDelete), withID(p.remove))
		default:
			p.notFound(w, r)
		}
	}
}

// methods calls get for GET and HEAD, post for POST, and answers 405 naming them otherwise.
func (p *Pages[T, In]) methods(w http.ResponseWriter, r *http.Request, get, post http.HandlerFunc) {
	switch {
	case r.Method == http.MethodGet || r.Method == http.MethodHead:
		get(w, r)
	case r.Method == http.MethodPost && post != nil:
		post(w, r)
	default:
		allow := "GET, HEAD"
		if post != nil {
			allow += ", POST"
		}
		w.Header().Set("Allow", allow)
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
	}
}

func (p *Pages[T, In]) list(w http.ResponseWriter, r *http.Request) {
	fields, err := p.Fields(r.Context())
	if err != nil {
		p.failed(w, r, err)
		return
	}
	// A filter form sends its empty inputs too: an empty filter is no filter.
	values := r.URL.Query()
	for key, v := range values {
		if len(v) == 0 || v[0] == "" {
			delete(values, key)
		}
	}
	view := ListView{Path: p.Path, Label: p.Label, Labels: p.Labels, Filters: filters(fields, values), Filtered: len(values) > 0}
	q, err := p.ParseQuery(values)
	status := http.StatusOK
	var items []T
	if err == nil {
		items, err = p.Store.List(r.Context(), q)
	}
	var invalid *resource.ValidationError
	switch {
	case errors.As(err, &invalid):
		status, view.Message = http.StatusBadRequest, invalid.Error()
		q = resource.Query{Limit: resource.DefaultLimit, Sort: "id", Desc: true}
	case err != nil:
		p.failed(w, r, err)
		return
	}
	rows, err := objects(items)
	if err != nil {
		p.failed(w, r, err)
		return
	}
	view.Columns = columns(fields, values, q)
	for _, row := range rows {
		id := string(row["id"])
		cells := make([]Cell, len(fields))
		for i, f := range fields {
			cells[i] = cellOf(f, row[f.Name], 80)
		}
		view.Rows = append(view.Rows, Row{ID: id, Href: p.Path + "/" + id, Cells: cells})
	}
	if q.Offset > 0 {
		view.Prev = pageURL(p.Path, values, max(q.Offset-q.Limit, 0))
	}
	if len(items) == q.Limit {
		view.Next = pageURL(p.Path, values, q.Offset+q.Limit)
	}
	render(w, r, status, ListPage(view))
}

func (p *Pages[T, In]) newForm(w http.ResponseWriter, r *http.Request) {
	p.form(w, r, http.StatusOK, FormView{Title: "New " + p.Label, Action: p.Path, Cancel: p.Path}, nil, nil)
}

func (p *Pages[T, In]) editForm(w http.ResponseWriter, r *http.Request, id int64) {
	values, err := p.rowValues(r.Context(), id)
	if err != nil {
		p.failed(w, r, err)
		return
	}
	path := p.Path + "/" + strconv.FormatInt(id, 10)
	p.form(w, r, http.StatusOK, FormView{Title: "Edit " + p.name(values, id), Action: path, Cancel: path}, values, nil)
}

func (p *Pages[T, In]) create(w http.ResponseWriter, r *http.Request) {
	view := FormView{Title: "New " + p.Label, Action: p.Path, Cancel: p.Path}
	p.save(w, r, view, func(ctx context.Context, in In) (T, error) { return p.Store.Create(ctx, in) })
}

func (p *Pages[T, In]) update(w http.ResponseWriter, r *http.Request, id int64) {
	path := p.Path + "/" + strconv.FormatInt(id, 10)
	view := FormView{Title: "Edit " + p.Label + " " + strconv.FormatInt(id, 10), Action: path, Cancel: path}
	p.save(w, r, view, func(ctx context.Context, in In) (T, error) { return p.Store.Update(ctx, id, in) })
}

// save validates the form as the API would its JSON and writes it; a refused form is shown again with
// what the user typed and each problem beside its field.
func (p *Pages[T, In]) save(w http.ResponseWriter, r *http.Request, view FormView, write func(context.Context, In) (T, error)) {
	fields, err := p.Fields(r.Context())
	if err != nil {
		p.failed(w, r, err)
		return
	}
	if err := r.ParseForm(); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			http.Error(w, "the form is too large", http.StatusRequestEntityTooLarge)
			return
		}
		http.Error(w, "the body must be a form", http.StatusBadRequest)
		return
	}
	sent := map[string]string{}
	for _, f := range fields {
		sent[f.Name] = r.PostForm.Get(f.Name)
	}
	body, err := formJSON(fields, sent)
	var in In
	if err == nil {
		in, err = p.Decode(bytes.NewReader(body))
	}
	if err == nil {
		err = p.Check(r.Context(), in)
	}
	var item T
	if err == nil {
		item, err = write(r.Context(), in)
	}
	var invalid *resource.ValidationError
	var conflict *resource.ConflictError
	switch {
	case errors.As(err, &invalid):
		problems := map[string]string{}
		for _, problem := range invalid.Problems {
			problems[problem.Field] = strings.TrimSpace(problems[problem.Field] + " " + problem.Message)
		}
		view.Message = "Please correct the fields below."
		p.formWith(w, r, http.StatusUnprocessableEntity, view, fields, sent, problems)
	case errors.As(err, &conflict):
		view.Message = conflict.Message
		p.formWith(w, r, http.StatusConflict, view, fields, sent, map[string]string{conflict.Field: conflict.Message})
	case err != nil:
		p.failed(w, r, err)
	default:
		values, err := object(item)
		if err != nil {
			p.failed(w, r, err)
			return
		}
		redirect(w, r, p.Path+"/"+string(values["id"]))
	}
}

func (p *Pages[T, In]) show(w http.ResponseWriter, r *http.Request, id int64) {
	fields, err := p.Fields(r.Context())
	if err != nil {
		p.failed(w, r, err)
		return
	}
	item, err := p.Store.Get(r.Context(), id)
	if err != nil {
		p.failed(w, r, err)
		return
	}
	values, err := object(item)
	if err != nil {
		p.failed(w, r, err)
		return
	}
	view := DetailView{Title: p.name(stringValues(values), id), Path: p.Path + "/" + strconv.FormatInt(id, 10), List: p.Path, Labels: p.Labels}
	view.Cells = append(view.Cells, Cell{Label: "ID", Text: string(values["id"])})
	for _, f := range fields {
		view.Cells = append(view.Cells, cellOf(f, values[f.Name], 0))
	}
	for _, name := range []string{"created_at", "updated_at"} {
		view.Cells = append(view.Cells, cellOf(Field{Label: label(name), Kind: Timestamp}, values[name], 0))
	}
	render(w, r, http.StatusOK, DetailPage(view))
}

func (p *Pages[T, In]) confirmDelete(w http.ResponseWriter, r *http.Request, id int64) {
	p.deletePage(w, r, id, http.StatusOK, "")
}

func (p *Pages[T, In]) remove(w http.ResponseWriter, r *http.Request, id int64) {
	err := p.Remove(r.Context(), id)
	var conflict *resource.ConflictError
	switch {
	case errors.As(err, &conflict):
		p.deletePage(w, r, id, http.StatusConflict, conflict.Message)
	case err != nil:
		p.failed(w, r, err)
	default:
		redirect(w, r, p.Path)
	}
}

func (p *Pages[T, In]) deletePage(w http.ResponseWriter, r *http.Request, id int64, status int, message string) {
	values, err := p.rowValues(r.Context(), id)
	if err != nil {
		p.failed(w, r, err)
		return
	}
	path := p.Path + "/" + strconv.FormatInt(id, 10)
	render(w, r, status, DeletePage(DeleteView{Title: "Delete " + p.name(values, id), Action: path + "/delete", Cancel: path, Message: message}))
}

// form renders a form of the resource's fields with values (nil: each field empty) and problems.
func (p *Pages[T, In]) form(w http.ResponseWriter, r *http.Request, status int, view FormView, values, problems map[string]string) {
	fields, err := p.Fields(r.Context())
	if err != nil {
		p.failed(w, r, err)
		return
	}
	p.formWith(w, r, status, view, fields, values, problems)
}

func (p *Pages[T, In]) formWith(w http.ResponseWriter, r *http.Request, status int, view FormView, fields []Field, values, problems map[string]string) {
	for _, f := range fields {
		view.Inputs = append(view.Inputs, Input{Field: f, Value: values[f.Name], Error: problems[f.Name]})
	}
	// A problem no field of the form shows (the body as a whole) is the form's message.
	for name, problem := range problems {
		if !slices.ContainsFunc(fields, func(f Field) bool { return f.Name == name }) {
			view.Message = name + " " + problem
		}
	}
	render(w, r, status, FormPage(view))
}

// name is what headings call a row: its title field, or its label and id.
func (p *Pages[T, In]) name(values map[string]string, id int64) string {
	if title := values[p.Title]; p.Title != "" && title != "" {
		return title
	}
	return p.Label + " " + strconv.FormatInt(id, 10)
}

func (p *Pages[T, In]) notFound(w http.ResponseWriter, r *http.Request) {
	render(w, r, http.StatusNotFound, MessagePage("Not found", "There is no such page.", p.Path, "All "+p.Labels))
}

// failed answers an error of the store: a missing row is a 404 page, anything else is logged and
// answered 500 without its details.
func (p *Pages[T, In]) failed(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, resource.ErrNotFound) {
		render(w, r, http.StatusNotFound, MessagePage("Not found", "There is no "+p.Label+" with that id: it may have been deleted.", p.Path, "All "+p.Labels))
		return
	}
	p.Logger.ErrorContext(r.Context(), "page failed", "path", r.URL.Path, "error", err)
	render(w, r, http.StatusInternalServerError, MessagePage("Something went wrong", "The page could not be shown. Please try again.", p.Path, "All "+p.Labels))
}

// redirect sends the browser to path after a form was saved: htmx (which sends HX-Request) loads it
// in place and puts it in the history; a browser without it follows the 303.
func redirect(w http.ResponseWriter, r *http.Request, path string) {
	if r.Header.Get("HX-Request") == "true" {
		w.Header().Set("HX-Location", path)
		w.WriteHeader(http.StatusNoContent)
		return
	}
	http.Redirect(w, r, path, http.StatusSeeOther)
}

// render writes a page with status, rendered whole first so that a failure is a 500, not half a page.
func render(w http.ResponseWriter, r *http.Request, status int, page templ.Component) {
	var buf bytes.Buffer
	if err := page.Render(r.Context(), &buf); err != nil {
		http.Error(w, "internal server error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = buf.WriteTo(w)
}

// ReferenceOptions lists the rows a reference may name (the first resource.MaxLimit by id) as the
// options of its select, each named by its title field.
func ReferenceOptions[T any](ctx context.Context, f *Field, list func(context.Context, resource.Query) ([]T, error), title string) error {
	items, err := list(ctx, resource.Query{Limit: resource.MaxLimit, Sort: "id"})
	if err != nil {
		return fmt.Errorf("list the rows %s may name: %w", f.Name, err)
	}
	rows, err := objects(items)
	if err != nil {
		return err
	}
	for _, row := range rows {
		id := string(row["id"])
		text := "#" + id
		if t := textOf(row[title]); title != "" && t != "" {
			text += " " + t
		}
		f.Options = append(f.Options, Option{Value: id, Label: text})
	}
	return nil
}

// objects turns rows into their JSON fields, as the API writes them.
func objects[T any](items []T) ([]map[string]json.RawMessage, error) {
	out := make([]map[string]json.RawMessage, len(items))
	for i, item := range items {
		row, err := object(item)
		if err != nil {
			return nil, err
		}
		out[i] = row
	}
	return out, nil
}

func object(item any) (map[string]json.RawMessage, error) {
	b, err := json.Marshal(item)
	if err != nil {
		return nil, fmt.Errorf("encode a row: %w", err)
	}
	var row map[string]json.RawMessage
	if err := json.Unmarshal(b, &row); err != nil {
		return nil, fmt.Errorf("decode a row: %w", err)
	}
	return row, nil
}

// rowValues are the fields of the row with id as a form's inputs hold them.
func (p *Pages[T, In]) rowValues(ctx context.Context, id int64) (map[string]string, error) {
	item, err := p.Store.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	row, err := object(item)
	if err != nil {
		return nil, err
	}
	return stringValues(row), nil
}

func stringValues(row map[string]json.RawMessage) map[string]string {
	values := make(map[string]string, len(row))
	for name, raw := range row {
		values[name] = inputText(raw)
	}
	return values
}

// inputText is a JSON value as an input holds it: a string's text, a timestamp in the form
// datetime-local inputs take (in UTC), nothing for null, any other value as JSON.
func inputText(raw json.RawMessage) string {
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		if rfc3339.MatchString(s) {
			return strings.TrimSuffix(s, "Z")
		}
		return s
	}
	if string(raw) == "null" {
		return ""
	}
	return string(raw)
}

// textOf is a JSON value as a page prints it.
func textOf(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	if string(raw) == "null" || len(raw) == 0 {
		return ""
	}
	return string(raw)
}

// rfc3339 matches a timestamp the API writes (in UTC), which a datetime-local input takes without its Z.
var rfc3339 = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$`)

// jsonNumber matches a number as JSON writes it.
var jsonNumber = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// localTime matches what a datetime-local input sends: no seconds when they are zero, no offset.
var localTime = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$`)

// formJSON writes the form's values as the JSON body the API takes, so that they go through the same
// validation: an empty input is a field left out (its default, or "is required"), a number that is
// not one is sent as text for the validation to name, a timestamp is read in UTC.
func formJSON(fields []Field, sent map[string]string) ([]byte, error) {
	body := map[string]json.RawMessage{}
	var problems resource.Problems
	for _, f := range fields {
		v := sent[f.Name]
		// encoding/json would write bytes that are not UTF-8 as U+FFFD: what was typed would change.
		if !utf8.ValidString(v) {
			problems.Add(f.Name, "must be UTF-8 text")
			continue
		}
		if f.Kind == Checkbox {
			body[f.Name] = json.RawMessage(strconv.FormatBool(v == "true"))
			continue
		}
		if strings.TrimSpace(v) == "" && f.Kind != Text && f.Kind != LongText {
			continue
		}
		if v == "" {
			continue
		}
		switch f.Kind {
		case Integer, Number, Reference:
			if n := strings.TrimSpace(v); jsonNumber.MatchString(n) {
				body[f.Name] = json.RawMessage(n)
				continue
			}
		case YesNo:
			if v == "true" || v == "false" {
				body[f.Name] = json.RawMessage(v)
				continue
			}
		case JSON:
			if !json.Valid([]byte(v)) {
				problems.Add(f.Name, "must be JSON, like {\"key\": \"value\"}, [1, 2] or \"text\"")
				continue
			}
			body[f.Name] = json.RawMessage(v)
			continue
		case Timestamp:
			if localTime.MatchString(v) {
				if len(v) == len("2006-01-02T15:04") {
					v += ":00"
				}
				v += "Z"
			}
		}
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		body[f.Name] = b
	}
	if err := problems.Err(); err != nil {
		return nil, err
	}
	return json.Marshal(body)
}

// cellOf is a field's value as a list (cut at limit characters; 0: whole) or a row's page shows it.
func cellOf(f Field, raw json.RawMessage, limit int) Cell {
	text := textOf(raw)
	switch f.Kind {
	case Checkbox, YesNo:
		text = map[string]string{"true": "yes", "false": "no"}[text]
	case Reference:
		if text != "" {
			// The row's name, when it is among the rows the field's select offers.
			name := "#" + text
			for _, o := range f.Options {
				if o.Value == text {
					name = o.Label
				}
			}
			return Cell{Label: f.Label, Text: name, Href: f.Href + "/" + text}
		}
	case JSON:
		if len(raw) > 0 && string(raw) != "null" {
			text = string(raw)
		}
	}
	if runes := []rune(text); limit > 0 && len(runes) > limit {
		text = string(runes[:limit-1]) + "…"
	}
	return Cell{Label: f.Label, Text: text, Code: f.Kind == JSON}
}

// columns are the list's columns: the id and every field, each sortable one a link that sorts by it
// (again: the other way).
func columns(fields []Field, values url.Values, q resource.Query) []Column {
	column := func(name, text string, sortable bool) Column {
		c := Column{Label: text}
		if q.Sort == name {
			c.Sorted = "ascending"
			if q.Desc {
				c.Sorted = "descending"
			}
		}
		if sortable {
			sort := name
			if q.Sort == name && !q.Desc {
				sort = "-" + name
			}
			v := url.Values{}
			for key, value := range values {
				v[key] = value
			}
			v.Set("sort", sort)
			v.Del("offset")
			c.Href = "?" + v.Encode()
		}
		return c
	}
	out := []Column{column("id", "ID", true)}
	for _, f := range fields {
		out = append(out, column(f.Name, f.Label, f.Sort))
	}
	return out
}

// filters are the list's filter inputs, holding the values of the page's query.
func filters(fields []Field, values url.Values) []Input {
	var out []Input
	for _, f := range fields {
		if !f.Filter {
			continue
		}
		f.Required = false
		switch f.Kind {
		case Checkbox:
			f.Kind = YesNo
		case LongText, JSON:
			f.Kind = Text
		}
		f.MinLength = 0
		out = append(out, Input{Field: f, Value: values.Get(f.Name)})
	}
	return out
}

// pageURL is the list's address at offset, with its filters and order.
func pageURL(path string, values url.Values, offset int) string {
	v := url.Values{}
	for key, value := range values {
		v[key] = value
	}
	v.Set("offset", strconv.Itoa(offset))
	return path + "?" + v.Encode()
}

// label is a field name as a heading writes it: created_at is "Created at".
func label(name string) string {
	return capitalize(strings.ReplaceAll(name, "_", " "))
}
