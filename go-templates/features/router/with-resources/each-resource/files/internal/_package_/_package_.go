// Package {{@R.pkg}} is the {{@R.label}} resource of the API: the model, its validation and the store
// the handlers use.
package {{@R.pkg}}

import (
	"context"
	"io"
	"net/url"
	"time"

	"{{@module}}/internal/resource"
)

// {{@R.Name}} is a {{@R.label}} as the API answers it.
type {{@R.Name}} struct {
	ID int64 `json:"id"`
	{{@F.Name}} {{@F.type}} `json:"{{@F.name}}"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Input is what a client sends to create or replace a {{@R.label}}.
type Input struct {
	{{@F.Name}} {{@F.type}} `json:"{{@F.name}}"`
}

{{@F.enumDecl}}

// required names the fields a create or replace must send.
var required = []string{{{@R.required}}}

// nonNull names the required fields a create or replace may leave out, for their default, but not
// send as null.
var nonNull = []string{{{@R.nonNull}}}

// Sortable names the fields a list sorts on (?sort=field, or ?sort=-field for descending).
var Sortable = []string{
	"id",
	{{@F?sortable}}"{{@F.name}}",
	"created_at",
	"updated_at",
}

// Defaults is the Input of a body that sends no field: each field with a default at it, the others
// zero (null when optional). The stores read a {{@R.label}} stored without a field (by an earlier
// version of the service) with it too.
func Defaults() Input {
	var in Input
	{{@F.setDefault}}
	return in
}

// DecodeInput reads and validates an Input from a request body.
func DecodeInput(body io.Reader) (Input, error) {
	in := Defaults()
	if err := resource.Decode(body, &in, required, nonNull); err != nil {
		return Input{}, err
	}
	return ValidateInput(in)
}

// ValidateInput checks an Input however it arrived and answers it as the stores keep it; the error
// names each bad field.
func ValidateInput(in Input) (Input, error) {
	{{@F.normalize}}
	var problems resource.Problems
	{{@F.validate}}
	return in, problems.Err()
}

// ParseQuery reads a list request's paging, order and filters.
func ParseQuery(values url.Values) (resource.Query, error) {
	return resource.ParseQuery(values, Sortable, parseFilter)
}

// parseFilter reads the value of ?field=value as the field's type; ok is false for a field lists do
// not filter on.
func parseFilter(field, value string) (v any, ok bool, err error) {
	ok = true
	switch field {
	{{@F.filterCase}}
	default:
		ok = false
	}
	return v, ok, err
}

// List is the answer of GET /api/v1/{{@R.path}}: a page of {{@R.labels}} and the page it is.
type List struct {
	{{@R.Names}} []{{@R.Name}} `json:"{{@R.snakes}}"`
	Limit int `json:"limit"`
	Offset int `json:"offset"`
}

// NewList is the answer for the {{@R.labels}} of a query; never a null list.
func NewList(q resource.Query, items []{{@R.Name}}) List {
	if items == nil {
		items = []{{@R.Name}}{}
	}
	return List{{{@R.Names}}: items, Limit: q.Limit, Offset: q.Offset}
}

// Store keeps {{@R.labels}}. List answers those a query selects, in its order.
type Store interface {
	List(ctx context.Context, q resource.Query) ([]{{@R.Name}}, error)
	Get(ctx context.Context, id int64) ({{@R.Name}}, error)
	Create(ctx context.Context, in Input) ({{@R.Name}}, error)
	Update(ctx context.Context, id int64, in Input) ({{@R.Name}}, error)
	Delete(ctx context.Context, id int64) error
}
