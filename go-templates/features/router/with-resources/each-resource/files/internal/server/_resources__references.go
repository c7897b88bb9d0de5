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
