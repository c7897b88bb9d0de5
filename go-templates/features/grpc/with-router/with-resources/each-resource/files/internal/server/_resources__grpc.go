package server

import (
	"context"

	"{{@module}}/internal/grpcserver"
	"{{@module}}/internal/{{@R.pkg}}"
	apiv1 "{{@module}}/proto/api/v1"
)

// {{@R.name}}Service serves api.v1.{{@R.Proto}}Service: the {{@R.labels}} of /api/v1/{{@R.path}}
// through its store, validation, reference checks and deletes.
type {{@R.name}}Service struct {
	apiv1.Unimplemented{{@R.Proto}}ServiceServer
	*grpcserver.Resource[{{@R.pkg}}.{{@R.Name}}, {{@R.pkg}}.Input, *apiv1.{{@R.Proto}}]
}

func (s *Server) {{@R.name}}Service() {{@R.name}}Service {
	return {{@R.name}}Service{Resource: &grpcserver.Resource[{{@R.pkg}}.{{@R.Name}}, {{@R.pkg}}.Input, *apiv1.{{@R.Proto}}]{
		Store:      s.deps.{{@R.Names}},
		ParseQuery: {{@R.pkg}}.ParseQuery,
		Decode:     {{@R.pkg}}.DecodeInput,
		Check:      s.check{{@R.Name}}References,
		Remove:     s.remove{{@R.Name}},
		New:        func() *apiv1.{{@R.Proto}} { return new(apiv1.{{@R.Proto}}) },
		Logger:     s.deps.Logger,
	}}
}

func (g {{@R.name}}Service) List{{@R.Protos}}(ctx context.Context, req *apiv1.List{{@R.Protos}}Request) (*apiv1.List{{@R.Protos}}Response, error) {
	rows, next, err := g.List(ctx, req)
	if err != nil {
		return nil, err
	}
	return &apiv1.List{{@R.Protos}}Response{{{@R.protoList}}: rows, NextPageToken: next}, nil
}

func (g {{@R.name}}Service) Get{{@R.Proto}}(ctx context.Context, req *apiv1.Get{{@R.Proto}}Request) (*apiv1.{{@R.Proto}}, error) {
	return g.Get(ctx, req.GetId())
}

func (g {{@R.name}}Service) Create{{@R.Proto}}(ctx context.Context, req *apiv1.Create{{@R.Proto}}Request) (*apiv1.{{@R.Proto}}, error) {
	return g.Create(ctx, req.Get{{@R.protoInput}}())
}

func (g {{@R.name}}Service) Update{{@R.Proto}}(ctx context.Context, req *apiv1.Update{{@R.Proto}}Request) (*apiv1.{{@R.Proto}}, error) {
	return g.Update(ctx, req.GetId(), req.Get{{@R.protoInput}}())
}

func (g {{@R.name}}Service) Delete{{@R.Proto}}(ctx context.Context, req *apiv1.Delete{{@R.Proto}}Request) (*apiv1.Delete{{@R.Proto}}Response, error) {
	if err := g.Delete(ctx, req.GetId()); err != nil {
		return nil, err
	}
	return &apiv1.Delete{{@R.Proto}}Response{}, nil
}
