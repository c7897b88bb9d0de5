// Package listing answers the list queries of the stores that hold their items as Go values and
// cannot query them (the memory store, Badger's): equality filters, order and page, as
// resource.ParseQuery reads them.
package listing

import (
	"cmp"
	"iter"
	"slices"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.Names}} returns the {{@R.labels}} of items that q selects, in its order (then by id), the page
// it asks.
func {{@R.Names}}(items iter.Seq[{{@R.pkg}}.{{@R.Name}}], q resource.Query) []{{@R.pkg}}.{{@R.Name}} {
	var all []{{@R.pkg}}.{{@R.Name}}
	for item := range items {
		if match{{@R.Name}}(item, q.Filters) {
			all = append(all, item)
		}
	}
	slices.SortFunc(all, func(a, b {{@R.pkg}}.{{@R.Name}}) int {
		c := compare{{@R.Names}}(q.Sort, a, b)
		if c == 0 {
			c = cmp.Compare(a.ID, b.ID)
		}
		if q.Desc {
			return -c
		}
		return c
	})
	start := min(q.Offset, len(all))
	end := min(start+q.Limit, len(all))
	return all[start:end]
}

// match{{@R.Name}} reports whether item passes every filter.
func match{{@R.Name}}(item {{@R.pkg}}.{{@R.Name}}, filters []resource.Filter) bool {
	for _, f := range filters {
		if !{{@R.name}}FieldEquals(item, f.Field, f.Value) {
			return false
		}
	}
	return true
}

// {{@R.name}}FieldEquals reports whether item's field holds value (of the type ParseQuery reads it as).
func {{@R.name}}FieldEquals(item {{@R.pkg}}.{{@R.Name}}, field string, value any) bool {
	switch field {
	{{@F.matchCase}}
	default:
		return false
	}
}

// compare{{@R.Names}} orders a and b by a sortable field.
func compare{{@R.Names}}(field string, a, b {{@R.pkg}}.{{@R.Name}}) int {
	switch field {
	{{@F.compareCase}}
	case "created_at":
		return a.CreatedAt.Compare(b.CreatedAt)
	case "updated_at":
		return a.UpdatedAt.Compare(b.UpdatedAt)
	default:
		return cmp.Compare(a.ID, b.ID)
	}
}
