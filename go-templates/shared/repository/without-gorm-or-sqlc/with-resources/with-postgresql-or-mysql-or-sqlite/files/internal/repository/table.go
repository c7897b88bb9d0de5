// Package repository is the data-access layer: one repository per resource, in the tables of
// migrations/, through the database's own driver. The statements are built from each table's column
// names, never from a client's text.
package repository

import (
	"strings"

	"{{@module}}/internal/resource"
)

// table is what the statements of a resource's repository need to know of its table.
type table struct {
	name string
	// fields are the columns a write sets, in the order of its arguments.
	fields []field
}

// field is a column a write sets.
type field struct {
	name string
	// references is the table whose row a reference names ("" for the other fields).
	references string
}

// names are the fields' column names.
func (t table) names() []string {
	names := make([]string, len(t.fields))
	for i, f := range t.fields {
		names[i] = f.name
	}
	return names
}

// columns are those a row is read with: id, the fields, created_at and updated_at.
func (t table) columns() string {
	return "id, " + strings.Join(t.names(), ", ") + ", created_at, updated_at"
}

// selectByID reads the row with the id of the first argument.
func (t table) selectByID() string {
	return "SELECT " + t.columns() + " FROM " + t.name + " WHERE id = " + placeholder(1)
}

// list selects the rows of a list query: its filters, its order (then the id's, so that pages never
// overlap) and its page. Filters and the sort name fields that the resource's ParseQuery accepted,
// so they are column names; the filters' values are arguments.
func (t table) list(q resource.Query) (string, []any) {
	var b strings.Builder
	b.WriteString("SELECT " + t.columns() + " FROM " + t.name)
	args := make([]any, 0, len(q.Filters)+2)
	for i, f := range q.Filters {
		if i == 0 {
			b.WriteString(" WHERE ")
		} else {
			b.WriteString(" AND ")
		}
		args = append(args, f.Value)
		b.WriteString(f.Field + " = " + placeholder(len(args)))
	}
	b.WriteString(" ORDER BY " + orderBy(q.Sort, q.Desc))
	if q.Sort != "id" {
		b.WriteString(", " + orderBy("id", q.Desc))
	}
	args = append(args, q.Limit, q.Offset)
	b.WriteString(" LIMIT " + placeholder(len(args)-1) + " OFFSET " + placeholder(len(args)))
	return b.String(), args
}

// insert adds a row: the fields' values, then created_at and updated_at.
func (t table) insert() string {
	n := len(t.fields) + 2
	marks := make([]string, n)
	for i := range marks {
		marks[i] = placeholder(i + 1)
	}
	return "INSERT INTO " + t.name + " (" + strings.Join(t.names(), ", ") + ", created_at, updated_at) VALUES (" + strings.Join(marks, ", ") + ")"
}

// update sets the fields of a row: their values, then updated_at, then the row's id.
func (t table) update() string {
	sets := make([]string, 0, len(t.fields)+1)
	for i, field := range append(t.names(), "updated_at") {
		sets = append(sets, field+" = "+placeholder(i+1))
	}
	return "UPDATE " + t.name + " SET " + strings.Join(sets, ", ") + " WHERE id = " + placeholder(len(t.fields)+2)
}

// deleteByID removes the row with the id of the first argument.
func (t table) deleteByID() string {
	return "DELETE FROM " + t.name + " WHERE id = " + placeholder(1)
}

// referenceError is a write refused by a foreign key: a reference names no row. The field is read
// from the constraint's name (<table>_<field>_fkey, see migrations/); where the database does not
// name it (SQLite), every reference of the table is named.
func (t table) referenceError(constraint string) error {
	var problems resource.Problems
	for _, f := range t.fields {
		if f.references != "" && (constraint == "" || constraint == t.name+"_"+f.name+"_fkey") {
			problems.Add(f.name, "names no row of "+f.references)
		}
	}
	if len(problems) == 0 { // a constraint of another name: the schema was changed by hand
		problems.Add("body", "names a row that does not exist ("+constraint+")")
	}
	return problems.Err()
}
