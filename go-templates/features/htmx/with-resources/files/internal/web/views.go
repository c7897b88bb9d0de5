package web

import "strings"

// ListView is a page of a resource's rows.
type ListView struct {
	Path     string // "/books"
	Label    string // "book"
	Labels   string // "books"
	Filters  []Input
	Filtered bool // the query filters or pages the list
	Columns  []Column
	Rows     []Row
	Message  string // why the query was refused
	Prev     string // the previous page's address; empty on the first
	Next     string // the next page's, when this one is full
}

// Column is a column of a list: a link that sorts by it when the list sorts on it.
type Column struct {
	Label  string
	Href   string
	Sorted string // "ascending" or "descending" when the list is in its order (aria-sort)
}

// Row is a row of a list.
type Row struct {
	ID    string
	Href  string
	Cells []Cell
}

// Cell is a value a page shows: a link when it names a row, code when it is JSON.
type Cell struct {
	Label string
	Text  string
	Href  string
	Code  bool
}

// DetailView is the page of one row.
type DetailView struct {
	Title  string
	Path   string // "/books/3"
	List   string // "/books"
	Labels string
	Cells  []Cell
}

// Input is a field of a form with its value and, after a refused post, what is wrong with it.
type Input struct {
	Field
	Value string
	Error string
}

// FormView is a form that creates or replaces a row.
type FormView struct {
	Title   string
	Action  string // where it posts
	Cancel  string // where Cancel goes
	Message string // what is wrong with the form as a whole
	Inputs  []Input
}

// DeleteView asks to confirm a delete.
type DeleteView struct {
	Title   string
	Action  string
	Cancel  string
	Message string // why the delete was refused
}

// ID is the id of the field's input, which its label names.
func (in Input) ID() string {
	return "field-" + in.Name
}

// ErrorID is the id of the field's problem, which its input names as its description.
func (in Input) ErrorID() string {
	return in.ID() + "-error"
}

// Type is the type attribute of the field's input.
func (in Input) Type() string {
	switch in.Kind {
	case Integer, Number, Reference:
		return "number"
	case Timestamp:
		return "datetime-local"
	case Date:
		return "date"
	case Email:
		return "email"
	default:
		return "text"
	}
}

// Step is the step attribute of a number's or a time's input: whole numbers, any number, seconds.
func (in Input) Step() string {
	switch in.Kind {
	case Integer, Reference:
		return "1"
	case Number:
		return "any"
	case Timestamp:
		return "1"
	default:
		return ""
	}
}

// InputMode is the keyboard a phone shows for the field.
func (in Input) InputMode() string {
	if in.Kind == Decimal {
		return "decimal"
	}
	return ""
}

// Choices are the options of a select: a yes/no's, an enum's values, the rows a reference may name
// (and the one it names, if that one is past them).
func (in Input) Choices() []Option {
	if in.Kind == YesNo {
		return []Option{{Value: "true", Label: "yes"}, {Value: "false", Label: "no"}}
	}
	for _, o := range in.Options {
		if o.Value == in.Value {
			return in.Options
		}
	}
	if in.Value != "" {
		return append(in.Options, Option{Value: in.Value, Label: "#" + in.Value})
	}
	return in.Options
}

// capitalize writes a heading's first letter in upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
