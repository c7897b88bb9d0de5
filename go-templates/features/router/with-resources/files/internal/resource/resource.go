// Package resource holds what the resources of the API share: the errors their stores and handlers
// agree on, the validation of inputs and the reading of list queries (paging, sorting, filters).
package resource

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
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

// ConflictError is a write refused for the other rows: one holds the value of Field, a unique field,
// or some still refer to the row a delete names, in Field. It is ErrConflict to errors.Is.
type ConflictError struct {
	Field   string
	Message string
}

func (e *ConflictError) Error() string {
	return e.Message
}

// Is makes every *ConflictError ErrConflict.
func (e *ConflictError) Is(target error) bool {
	return target == ErrConflict
}

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

// Decode reads a JSON object into in, a pointer to a struct whose fields carry json tags: a field it
// does not know, a value that is not of its field's type or not text that every store keeps (see
// checkText), a time outside what every store holds (see checkTime), a required field missing (or
// null) or a field of nonNull null is a *ValidationError naming each such field. A field the body
// leaves out keeps the value it holds (its default). Names match exactly, as the API documents them.
// The body's size is bounded by the server, not here: a body cut at the server's limit is ErrTooLarge.
func Decode(body io.Reader, in any, required, nonNull []string) error {
	raw, err := io.ReadAll(body)
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return ErrTooLarge
	}
	if err != nil {
		return fmt.Errorf("read the body: %w", err)
	}
	// encoding/json would read bytes that are not UTF-8 as U+FFFD: the client's text would change.
	if !utf8.Valid(raw) {
		return Invalid("body", "must be UTF-8 text")
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
	for _, name := range nonNull {
		if string(fields[name]) == "null" {
			problems.Add(name, "must not be null (leave it out for its default)")
		}
	}
	target := reflect.ValueOf(in).Elem()
	known := jsonFields(target.Type())
	for i, name := range known {
		value, ok := fields[name]
		if !ok {
			continue
		}
		field := target.Field(i).Addr()
		if err := json.Unmarshal(value, field.Interface()); err != nil {
			problems.Add(name, "must be "+expected(field.Type().Elem()))
		} else if message := checkText(value); message != "" {
			problems.Add(name, message)
		} else if message := checkValue(field); message != "" {
			problems.Add(name, message)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(fields)) {
		if !slices.Contains(known, name) {
			problems.Add(name, "is not a field")
		}
	}
	return problems.Err()
}

// jsonFields names the JSON key of each field of struct type t, by field index.
func jsonFields(t reflect.Type) []string {
	names := make([]string, t.NumField())
	for i := range names {
		names[i], _, _ = strings.Cut(t.Field(i).Tag.Get("json"), ",")
	}
	return names
}

// describer is a type that says in words what its JSON looks like (Date does).
type describer interface {
	Describe() string
}

// expected says in words what a JSON value of type t looks like, for a client that sent another.
func expected(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if d, ok := reflect.Zero(t).Interface().(describer); ok {
		return d.Describe()
	}
	switch {
	case t == reflect.TypeFor[time.Time]():
		return "a time like 2024-05-01T09:30:00Z (RFC 3339)"
	case t.Kind() == reflect.String:
		return "a string"
	case t.Kind() == reflect.Bool:
		return "true or false"
	case t.Kind() == reflect.Int64:
		return "an integer from -9223372036854775808 to 9223372036854775807"
	case t.Kind() == reflect.Float64:
		return "a number"
	default:
		return "a JSON value of the documented type"
	}
}

// checkValue checks what a value's JSON form cannot say: a time must lie where every store can keep
// and print it, and is kept in UTC. field is a pointer to the decoded field.
func checkValue(field reflect.Value) string {
	for field.Kind() == reflect.Pointer && field.Elem().Kind() == reflect.Pointer {
		field = field.Elem()
	}
	if t, ok := field.Interface().(*time.Time); ok && t != nil {
		if message := checkTime(*t); message != "" {
			return message
		}
		*t = t.UTC()
	}
	return ""
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

// Rows is what the doors besides the API (the htmx pages, gRPC) need of a resource's store, T its row
// and In its input: the resource's own Store, the one the API's handlers use, has these methods.
type Rows[T, In any] interface {
	List(ctx context.Context, q Query) ([]T, error)
	Get(ctx context.Context, id int64) (T, error)
	Create(ctx context.Context, in In) (T, error)
	Update(ctx context.Context, id int64, in In) (T, error)
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
		if message := checkString(value); message != "" {
			problems.Add(key, message)
			continue
		}
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
				problems.Add(key, filterMessage(err))
			default:
				q.Filters = append(q.Filters, Filter{Field: key, Value: v})
			}
		}
	}
	return q, problems.Err()
}

// filterMessage says what a filter's value must be, from the error of reading it.
func filterMessage(err error) string {
	var invalid *ValidationError
	var number *strconv.NumError
	switch {
	case errors.As(err, &invalid):
		return invalid.Problems[0].Message
	case errors.As(err, &number) && number.Func == "ParseInt":
		return "must be " + expected(reflect.TypeFor[int64]())
	case errors.As(err, &number) && number.Func == "ParseFloat":
		return "must be " + expected(reflect.TypeFor[float64]())
	case errors.As(err, &number) && number.Func == "ParseBool":
		return "must be " + expected(reflect.TypeFor[bool]())
	default:
		return "cannot be read"
	}
}
