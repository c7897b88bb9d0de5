package {{@R.pkg}}

import (
	"math"

	"{{@module}}/internal/queries"
	"{{@module}}/internal/resource"
)

// fromRow is a {{@R.label}} as the queries answer it.
func fromRow(row queries.{{@R.Name}}) {{@R.Name}} {
	item := {{@R.Name}}{ID: row.ID, CreatedAt: row.CreatedAt.UTC(), UpdatedAt: row.UpdatedAt.UTC()}
	{{@F.sqlcOut}}
	return item
}

// createParams are the arguments of Create{{@R.Name}}: sqlc passes the value itself to a query of one
// parameter, a struct to the others.
func createParams(in Input) {{@F.sqlcCreateTypeMy}} {
	{{@F.sqlcCreateBodyMy}}
}

// updateParams are the arguments of Update{{@R.Name}}.
func updateParams(id int64, in Input) queries.Update{{@R.Name}}Params {
	arg := queries.Update{{@R.Name}}Params{ID: id}
	arg.{{@F.sqlcName}} = {{@F.sqlcIn}}
	return arg
}

// listParams are the arguments of List{{@R.Names}}: the sort as the API spells it (-field for
// descending), the page, and the filters (nil, NULL in SQL, for the fields q does not filter on).
func listParams(q resource.Query) queries.List{{@R.Names}}Params {
	sort := q.Sort
	if q.Desc {
		sort = "-" + sort
	}
	// ParseQuery bounds the limit by resource.MaxLimit; an offset past int32 would only skip every row.
	arg := queries.List{{@R.Names}}Params{ListSort: sort, Limit: int32(q.Limit), Offset: int32(min(q.Offset, math.MaxInt32))}
	{{@F.sqlcListFilters}}
	return arg
}
