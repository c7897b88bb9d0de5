package server

import (
	"context"
	"net/http"

	"{{@module}}/internal/web"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.name}}Pages serves the pages of the {{@R.labels}} at /{{@R.path}}, over the store, the
// validation and the reference checks of /api/v1/{{@R.path}}: nothing is kept or checked twice.
func (s *Server) {{@R.name}}Pages() http.Handler {
	return &web.Pages[{{@R.pkg}}.{{@R.Name}}, {{@R.pkg}}.Input]{
		Path:       "/{{@R.path}}",
		Label:      "{{@R.label}}",
		Labels:     "{{@R.labels}}",
		Title:      "{{@R.title}}",
		Store:      s.deps.{{@R.Names}},
		Fields:     s.{{@R.name}}PageFields,
		ParseQuery: {{@R.pkg}}.ParseQuery,
		Decode:     {{@R.pkg}}.DecodeInput,
		Check:      s.check{{@R.Name}}References,
		Remove:     s.remove{{@R.Name}},
		Logger:     s.deps.Logger,
	}
}

// {{@R.name}}PageFields are the fields of a {{@R.label}} as its pages show and edit them, each
// reference with the rows it may name.
func (s *Server) {{@R.name}}PageFields(ctx context.Context) ([]web.Field, error) {
	fields := []web.Field{
		{{@F.pageField}}
	}
	{{@F.pageOptions}}
	return fields, nil
}
