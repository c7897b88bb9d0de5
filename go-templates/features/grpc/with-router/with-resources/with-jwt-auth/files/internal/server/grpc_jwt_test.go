package server

import (
	"context"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/emptypb"
)

// grpcCaller sends a valid bearer token with each call, as a client of the API does.
func grpcCaller(t *testing.T, s *Server) []grpc.DialOption {
	t.Helper()
	signed, _, err := s.deps.Tokens.Issue("resources-test")
	if err != nil {
		t.Fatal(err)
	}
	return []grpc.DialOption{grpc.WithUnaryInterceptor(func(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn, invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
		return invoker(metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+signed), method, req, reply, cc, opts...)
	})}
}

// TestGRPCNeedsAToken calls every method of every service without a token, then with a forged one:
// UNAUTHENTICATED, as the API answers 401.
func TestGRPCNeedsAToken(t *testing.T) {
	s := resourcesServer(t)
	conn := dialGRPC(t, s)
	services := grpc.NewServer()
	s.RegisterGRPC(services)
	forged := metadata.AppendToOutgoingContext(t.Context(), "authorization", "Bearer not.a.token")
	for _, ctx := range []context.Context{t.Context(), forged} {
		for service, info := range services.GetServiceInfo() {
			for _, method := range info.Methods {
				err := conn.Invoke(ctx, "/"+service+"/"+method.Name, &emptypb.Empty{}, &emptypb.Empty{})
				if status.Code(err) != codes.Unauthenticated {
					t.Errorf("%s/%s without a valid token: %v, want Unauthenticated", service, method.Name, err)
				}
			}
		}
	}
}
