package {{@R.pkg}}

import (
	"{{@module}}/internal/queries"
	"{{@module}}/internal/resource"
)

// fromRow is a {{@R.label}} as the queries answer it, each value as the API answers it: pgx reads a
// NUMERIC zero without its scale (0 for 0.00), a TIMESTAMPTZ in the local zone.
func fromRow(row queries.{{@R.Name}}) {{@R.Name}} {
	item := {{@R.Name}}{ID: row.ID, CreatedAt: row.CreatedAt.UTC(), UpdatedAt: row.UpdatedAt.UTC()}
	{{@F.sqlcOut}}
	{{@F.afterRead}}
	return item
}

// createParams are the arguments of Create{{@R.Name}}: sqlc passes the value itself to a query of one
// parameter, a struct to the others.
func createParams(in Input) {{@F.sqlcCreateTypePg}} {
	{{@F.sqlcCreateBodyPg}}
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
	arg := queries.List{{@R.Names}}Params{ListSort: sort, ListLimit: int64(q.Limit), ListOffset: int64(q.Offset)}
	{{@F.sqlcListFilters}}
	return arg
}
