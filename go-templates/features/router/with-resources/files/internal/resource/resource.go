// Package resource holds what the resources of the API share: the errors their stores and handlers
// agree on, the validation of inputs and the reading of list queries (paging, sorting, filters).
package resource

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

const (
	DefaultLimit = 50  // a list's page size when ?limit= is absent
	MaxLimit     = 100 // the largest ?limit= accepted
)

var (
	// ErrNotFound is returned when no row has the id.
	ErrNotFound = errors.New("not found")
	// ErrConflict is returned when a write would give two rows the value of a unique field.
	ErrConflict = errors.New("a row with that value already exists")
	// ErrTooLarge is returned by Decode when the body is over the server's limit (the body limit
	// middleware wraps bodies with http.MaxBytesReader).
	ErrTooLarge = errors.New("request body too large")
)

// Problem is what is wrong with one field of a request.
type Problem struct {
	Field   string
	Message string
}

// Problems collects what is wrong with a request, field by field.
type Problems []Problem

// Add records that field is wrong.
func (p *Problems) Add(field, message string) {
	*p = append(*p, Problem{Field: field, Message: message})
}

// Err is nil without problems, else a *ValidationError naming each field.
func (p Problems) Err() error {
	if len(p) == 0 {
		return nil
	}
	return &ValidationError{Problems: p}
}

// ValidationError is a request refused for what its fields hold.
type ValidationError struct {
	Problems Problems
}

func (e *ValidationError) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.Field + " " + p.Message
	}
	return strings.Join(parts, "; ")
}

// Invalid is a *ValidationError about one field.
func Invalid(field, message string) error {
	return &ValidationError{Problems: Problems{{Field: field, Message: message}}}
}

// Decode reads a JSON object into in: a field it does not know, a value of the wrong type or a
// required field missing (or null) is a *ValidationError naming the field. The body's size is
// bounded by the server, not here: a body cut at the server's limit is ErrTooLarge.
func Decode(body io.Reader, in any, required []string) error {
	raw, err := io.ReadAll(body)
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return ErrTooLarge
	}
	if err != nil {
		return fmt.Errorf("read the body: %w", err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil || fields == nil {
		return Invalid("body", "must be a JSON object")
	}
	var problems Problems
	for _, name := range required {
		if v, ok := fields[name]; !ok || string(v) == "null" {
			problems.Add(name, "is required")
		}
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(in); err != nil {
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &typeErr):
			problems.Add(typeErr.Field, "must be a JSON "+typeErr.Value+" of the field's type")
		case strings.HasPrefix(err.Error(), "json: unknown field "):
			problems.Add(strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`), "is not a field")
		default:
			problems.Add("body", err.Error())
		}
	}
	return problems.Err()
}

// ParseID reads an id from a path parameter; anything but a positive integer is not found.
func ParseID(s string) (int64, error) {
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, ErrNotFound
	}
	return id, nil
}

// Filter asks for the rows whose Field equals Value (of the field's Go type).
type Filter struct {
	Field string
	Value any
}

// Query is what a list request asks: a page, an order and equality filters.
type Query struct {
	Limit  int
	Offset int
	// Sort is the field the list is ordered by (id unless ?sort= names another); Desc reverses it.
	Sort    string
	Desc    bool
	Filters []Filter
}

// ParseQuery reads ?limit=, ?offset=, ?sort= (a field, or -field for descending; newest first by
// default) and field=value filters. sortable lists the fields a list sorts on; filter reads a
// filterable field's value (ok false: not a filterable field). Any other parameter is refused, so
// a misspelt filter never answers the whole list.
func ParseQuery(values url.Values, sortable []string, filter func(field, value string) (v any, ok bool, err error)) (Query, error) {
	q := Query{Limit: DefaultLimit, Sort: "id", Desc: true}
	var problems Problems
	for _, key := range slices.Sorted(maps.Keys(values)) {
		value := values.Get(key)
		switch key {
		case "limit":
			n, err := strconv.Atoi(value)
			if err != nil || n < 1 || n > MaxLimit {
				problems.Add("limit", fmt.Sprintf("must be an integer from 1 to %d", MaxLimit))
			}
			q.Limit = n
		case "offset":
			n, err := strconv.Atoi(value)
			if err != nil || n < 0 {
				problems.Add("offset", "must be a non-negative integer")
			}
			q.Offset = n
		case "sort":
			field, desc := strings.CutPrefix(value, "-")
			if !slices.Contains(sortable, field) {
				problems.Add("sort", "must be one of "+strings.Join(sortable, ", ")+" (- first for descending)")
			}
			q.Sort, q.Desc = field, desc
		default:
			v, ok, err := filter(key, value)
			switch {
			case !ok:
				problems.Add(key, "is not a parameter of the list (limit, offset, sort or a field to filter on)")
			case err != nil:
				problems.Add(key, "cannot be "+strconv.Quote(value))
			default:
				q.Filters = append(q.Filters, Filter{Field: key, Value: v})
			}
		}
	}
	return q, problems.Err()
}
