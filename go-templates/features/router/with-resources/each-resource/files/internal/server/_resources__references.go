package server

import (
	"context"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// check{{@R.Name}}References refuses an input whose references name no row, as a
// *resource.ValidationError naming the field (a 400, not the database's foreign key error).
func (s *Server) check{{@R.Name}}References(ctx context.Context, in {{@R.pkg}}.Input) error {
	var problems resource.Problems
	{{@F.referenceCheck}}
	return problems.Err()
}

// remove{{@R.Name}} deletes the {{@R.label}} with id as the references to it say: refused while a
// restrict one names it (a *resource.ConflictError, 409), with the rows a cascade one names, after
// emptying the set_null ones. Nothing is deleted unless all of it can be: the stores share no
// transaction, so the cascade is walked once to check it first.
func (s *Server) remove{{@R.Name}}(ctx context.Context, id int64) error {
	if err := s.cascade{{@R.Name}}(ctx, id, true); err != nil {
		return err
	}
	return s.cascade{{@R.Name}}(ctx, id, false)
}

// cascade{{@R.Name}} does remove{{@R.Name}}'s work; with check, it deletes nothing and only says
// whether it could.
func (s *Server) cascade{{@R.Name}}(ctx context.Context, id int64, check bool) error {
	{{@R.deleteRules}}
	if check {
		return nil
	}
	return s.deps.{{@R.Names}}.Delete(ctx, id)
}
