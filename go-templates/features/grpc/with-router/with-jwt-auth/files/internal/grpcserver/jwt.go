package grpcserver

import (
	"context"
	"strings"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	"{{@module}}/internal/token"
)

// RequireToken is JWT Auth's check of the API's routes for gRPC: a call answers UNAUTHENTICATED (as a
// request answers 401) unless its `authorization` metadata holds a valid bearer token of tokens.
func RequireToken(tokens *token.Manager) func(context.Context) error {
	return func(ctx context.Context) error {
		md, _ := metadata.FromIncomingContext(ctx)
		if _, err := tokens.Authenticate(strings.Join(md.Get("authorization"), ", ")); err != nil {
			return status.Error(codes.Unauthenticated, err.Error())
		}
		return nil
	}
}

// Guard registers the services of register with check in front of each of their methods (streams
// too): a call that check refuses answers check's error before its request is read. The other
// services of the server (health, the greeter) stay open.
func Guard(check func(context.Context) error, register Registration) Registration {
	return func(r grpc.ServiceRegistrar) {
		register(guarded{ServiceRegistrar: r, check: check})
	}
}

// guarded is a registrar that puts check in front of each method of the services it registers.
type guarded struct {
	grpc.ServiceRegistrar
	check func(context.Context) error
}

func (g guarded) RegisterService(desc *grpc.ServiceDesc, impl any) {
	d := *desc
	d.Methods = make([]grpc.MethodDesc, len(desc.Methods))
	for i, m := range desc.Methods {
		handler := m.Handler
		m.Handler = func(srv any, ctx context.Context, dec func(any) error, interceptor grpc.UnaryServerInterceptor) (any, error) {
			if err := g.check(ctx); err != nil {
				return nil, err
			}
			return handler(srv, ctx, dec, interceptor)
		}
		d.Methods[i] = m
	}
	d.Streams = make([]grpc.StreamDesc, len(desc.Streams))
	for i, s := range desc.Streams {
		handler := s.Handler
		s.Handler = func(srv any, stream grpc.ServerStream) error {
			if err := g.check(stream.Context()); err != nil {
				return err
			}
			return handler(srv, stream)
		}
		d.Streams[i] = s
	}
	g.ServiceRegistrar.RegisterService(&d, impl)
}
