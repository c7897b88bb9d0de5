package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"{{@module}}/internal/resource"
)

// Resource serves one resource of the model over GraphQL through the API's own store, validation,
// reference checks and deletes: an input arrives as the JSON body the API would read and a row leaves
// as the JSON it would answer, each field under its schema name (the API's born_on is bornOn), so both
// doors accept and refuse the same values. T is the resource's row, In its input and M the GraphQL
// type of a row (models_gen.go).
type Resource[T, In, M any] struct {
	Store resource.Rows[T, In]
	// ParseQuery, Decode, Check and Remove are the API's: the list's query, the validation of an
	// input, the check that its references name rows, and a delete as the references to the row say.
	ParseQuery func(url.Values) (resource.Query, error)
	Decode     func(io.Reader) (In, error)
	Check      func(context.Context, In) error
	Remove     func(context.Context, int64) error
	// Sortable are the API's names of the fields a list sorts on.
	Sortable []string
	Logger   *slog.Logger

	// names maps the schema's field names to the API's, read once from T's json tags.
	names     map[string]string
	namesOnce sync.Once
}

// apiNames maps the schema's names of the fields of a row to the API's.
func (r *Resource[T, In, M]) apiNames() map[string]string {
	r.namesOnce.Do(func() { r.names = apiNames[T]() })
	return r.names
}

// ListArgs are the arguments of a list field: a page of First rows (DefaultFirst when nil, at most
// resource.MaxLimit) after the cursor After, in the order OrderBy names (a field, or -field for
// descending; newest first by default), of the rows Filter matches. Reference, when set, keeps the
// rows whose reference of that name (the API's) holds ID: a field listing the rows that refer to its
// object.
type ListArgs struct {
	First     *int
	After     *string
	OrderBy   *string
	Filter    any
	Reference string
	ID        int64
}

// DefaultFirst is a page's size when a list field's first is not given.
const DefaultFirst = 20

// PageCost is the complexity of a list field: the rows its page may hold times the complexity of a
// row, so that GRAPHQL_COMPLEXITY_LIMIT refuses an operation asking for pages of pages before it runs
// (NewHandler gives it to each list field).
func PageCost(child int, first *int) int {
	rows := DefaultFirst
	if first != nil {
		rows = min(max(*first, 1), resource.MaxLimit)
	}
	return 1 + rows*child
}

// List answers the page of rows args select and the page's info (the cursor of its last row, and
// whether more follow).
func (r *Resource[T, In, M]) List(ctx context.Context, args ListArgs) ([]*M, *PageInfo, error) {
	values, err := r.listValues(args)
	var q resource.Query
	if err == nil {
		q, err = r.ParseQuery(values)
	}
	if err != nil {
		return nil, nil, r.fail(ctx, r.listProblems(err))
	}
	// One row more than the page says whether another page follows.
	q.Limit++
	rows, err := r.Store.List(ctx, q)
	if err != nil {
		return nil, nil, r.fail(ctx, err)
	}
	q.Limit--
	page := &PageInfo{}
	if len(rows) > q.Limit {
		rows = rows[:q.Limit]
		page.HasNextPage = true
	}
	if len(rows) > 0 {
		cursor := resource.Cursor(q.Offset + len(rows))
		page.EndCursor = &cursor
	}
	nodes := make([]*M, len(rows))
	for i, row := range rows {
		if nodes[i], err = r.node(ctx, row); err != nil {
			return nil, nil, err
		}
	}
	return nodes, page, nil
}

// Get answers the row with the id, or nil when there is none (the field is null).
func (r *Resource[T, In, M]) Get(ctx context.Context, id int64) (*M, error) {
	row, err := r.Store.Get(ctx, id)
	if errors.Is(err, resource.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, r.fail(ctx, err)
	}
	return r.node(ctx, row)
}

// Create validates an input as POST does and stores it: BAD_USER_INPUT names each bad field,
// CONFLICT the unique field whose value another row holds.
func (r *Resource[T, In, M]) Create(ctx context.Context, input any) (*M, error) {
	return r.write(ctx, input, func(in In) (T, error) { return r.Store.Create(ctx, in) })
}

// Update validates an input as PUT does and replaces the row with the id with it: NOT_FOUND when there
// is none.
func (r *Resource[T, In, M]) Update(ctx context.Context, id int64, input any) (*M, error) {
	return r.write(ctx, input, func(in In) (T, error) { return r.Store.Update(ctx, id, in) })
}

func (r *Resource[T, In, M]) write(ctx context.Context, input any, store func(In) (T, error)) (*M, error) {
	body, err := apiJSON(input, r.apiNames())
	if err != nil {
		return nil, r.fail(ctx, err)
	}
	in, err := r.Decode(bytes.NewReader(body))
	if err == nil {
		err = r.Check(ctx, in)
	}
	if err != nil {
		return nil, r.fail(ctx, err)
	}
	row, err := store(in)
	if err != nil {
		return nil, r.fail(ctx, err)
	}
	return r.node(ctx, row)
}

// Delete deletes the row with the id as DELETE does: CONFLICT while a restrict reference names it,
// NOT_FOUND when there is none.
func (r *Resource[T, In, M]) Delete(ctx context.Context, id int64) (bool, error) {
	if err := r.Remove(ctx, id); err != nil {
		return false, r.fail(ctx, err)
	}
	return true, nil
}

// node is a row as its GraphQL type: the JSON the API answers, each field under its schema name.
func (r *Resource[T, In, M]) node(ctx context.Context, row T) (*M, error) {
	raw, err := json.Marshal(row)
	var fields map[string]json.RawMessage
	if err == nil {
		err = json.Unmarshal(raw, &fields)
	}
	renamed := make(map[string]json.RawMessage, len(fields))
	for name, value := range fields {
		renamed[SchemaName(name)] = value
	}
	if err == nil {
		raw, err = json.Marshal(renamed)
	}
	m := new(M)
	if err == nil {
		err = json.Unmarshal(raw, m)
	}
	if err != nil {
		return nil, r.fail(ctx, fmt.Errorf("answer a row as %T: %w", m, err))
	}
	return m, nil
}

// listValues are a list field's arguments as the API's list query: first is ?limit= (lowered to
// resource.MaxLimit), after ?offset=, orderBy ?sort=, each filter set field=value.
func (r *Resource[T, In, M]) listValues(args ListArgs) (url.Values, error) {
	values := url.Values{}
	first := DefaultFirst
	if args.First != nil {
		first = *args.First
	}
	if first < 1 {
		return nil, invalid("first", "must be at least 1")
	}
	values.Set("limit", strconv.Itoa(min(first, resource.MaxLimit)))
	if args.After != nil {
		offset, err := resource.CursorOffset(*args.After)
		if err != nil {
			return nil, invalid("after", "must be the endCursor of a page before")
		}
		values.Set("offset", strconv.Itoa(offset))
	}
	if args.OrderBy != nil {
		field, desc := strings.CutPrefix(*args.OrderBy, "-")
		name, ok := r.apiNames()[field]
		if !ok {
			name = field
		}
		if desc {
			name = "-" + name
		}
		values.Set("sort", name)
	}
	if args.Filter != nil {
		filters, err := apiFields(args.Filter, r.apiNames())
		if err != nil {
			return nil, err
		}
		for name, raw := range filters {
			var text string
			if json.Unmarshal(raw, &text) != nil {
				// A number or a boolean: its JSON is its text in a query string.
				text = string(raw)
			}
			values.Set(name, text)
		}
	}
	if args.Reference != "" {
		values.Set(args.Reference, strconv.FormatInt(args.ID, 10))
	}
	return values, nil
}

// listProblems names the arguments of a list field in the problems of the API's list query.
func (r *Resource[T, In, M]) listProblems(err error) error {
	var refused *resource.ValidationError
	if !errors.As(err, &refused) {
		return err
	}
	for i, p := range refused.Problems {
		switch p.Field {
		case "limit":
			refused.Problems[i].Field = "first"
		case "offset":
			refused.Problems[i].Field = "after"
		case "sort":
			names := make([]string, len(r.Sortable))
			for k, name := range r.Sortable {
				names[k] = SchemaName(name)
			}
			refused.Problems[i] = resource.Problem{Field: "orderBy", Message: "must be one of " + strings.Join(names, ", ") + " (- first for descending)"}
		}
	}
	return refused
}

// fail is the error a field answers: BAD_USER_INPUT naming each bad field (in the message and in
// extensions.fields), NOT_FOUND, CONFLICT naming the unique field or the references that keep a row,
// or a generic message for anything else, whose details go to the log.
func (r *Resource[T, In, M]) fail(ctx context.Context, err error) error {
	var refused *resource.ValidationError
	var conflict *resource.ConflictError
	switch {
	case errors.As(err, &refused):
		parts := make([]string, len(refused.Problems))
		fields := make([]map[string]string, len(refused.Problems))
		for i, p := range refused.Problems {
			name := SchemaName(p.Field)
			parts[i] = name + " " + p.Message
			fields[i] = map[string]string{"field": name, "message": p.Message}
		}
		return &gqlerror.Error{Message: strings.Join(parts, "; "), Extensions: map[string]any{"code": "BAD_USER_INPUT", "fields": fields}}
	case errors.Is(err, resource.ErrNotFound):
		return &gqlerror.Error{Message: resource.ErrNotFound.Error(), Extensions: map[string]any{"code": "NOT_FOUND"}}
	case errors.As(err, &conflict):
		// The message names the field as the API does; here as the schema does.
		message := strings.ReplaceAll(conflict.Message, conflict.Field, SchemaName(conflict.Field))
		return &gqlerror.Error{Message: message, Extensions: map[string]any{"code": "CONFLICT", "field": SchemaName(conflict.Field)}}
	case errors.Is(err, resource.ErrConflict):
		return &gqlerror.Error{Message: resource.ErrConflict.Error(), Extensions: map[string]any{"code": "CONFLICT"}}
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	}
	r.Logger.ErrorContext(ctx, "graphql resolver failed", "error", err, "path", graphql.GetPath(ctx).String())
	return errors.New("internal server error")
}

func invalid(field, message string) error {
	return resource.Invalid(field, message)
}

// SchemaName is the schema's name of a field the API names in lower snake case: born_on is bornOn.
func SchemaName(name string) string {
	words := strings.Split(name, "_")
	for i := 1; i < len(words); i++ {
		if words[i] != "" {
			words[i] = strings.ToUpper(words[i][:1]) + words[i][1:]
		}
	}
	return strings.Join(words, "")
}

// apiNames maps the schema's names of the fields of the row T to the API's (its json tags).
func apiNames[T any]() map[string]string {
	t := reflect.TypeFor[T]()
	names := make(map[string]string, t.NumField())
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			names[SchemaName(name)] = name
		}
	}
	return names
}

// apiJSON is an input (a struct of models_gen.go) as the JSON body the API reads.
func apiJSON(input any, names map[string]string) ([]byte, error) {
	fields, err := apiFields(input, names)
	if err != nil {
		return nil, err
	}
	return json.Marshal(fields)
}

// apiFields are the fields an input or filter sets, under the API's names. A field left null is left
// out: the API gives it its default, or reports it missing when it is required.
func apiFields(input any, names map[string]string) (map[string]json.RawMessage, error) {
	raw, err := json.Marshal(input)
	if err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return nil, err
	}
	out := make(map[string]json.RawMessage, len(fields))
	for name, value := range fields {
		if string(value) == "null" {
			continue
		}
		if api, ok := names[name]; ok {
			name = api
		}
		out[name] = value
	}
	return out, nil
}
