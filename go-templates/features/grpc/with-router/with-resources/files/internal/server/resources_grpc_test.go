package server

import (
	"context"
	"encoding/json"
	"net"
	"strings"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"
	"google.golang.org/grpc/test/bufconn"
	"google.golang.org/protobuf/proto"

	"{{@module}}/internal/grpcserver"
)

// dialGRPC serves the gRPC services of s in memory until the test ends and returns a connection to
// them. With JWT Auth, main puts them behind grpcserver.Guard, which its own test holds to the token.
func dialGRPC(t *testing.T, s *Server) *grpc.ClientConn {
	t.Helper()
	ln := bufconn.Listen(1 << 20)
	srv := grpc.NewServer()
	s.RegisterGRPC(srv)
	go func() { _ = srv.Serve(ln) }()
	conn, err := grpc.NewClient("passthrough:///bufconn",
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) { return ln.DialContext(ctx) }),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = conn.Close()
		srv.Stop()
	})
	return conn
}

// asMessage is a value of the API (an input, a row) as the gRPC door's message m, field by field.
func asMessage[M proto.Message](t *testing.T, v any, m M) M {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := grpcserver.FromJSON(raw, m); err != nil {
		t.Fatalf("%s from %s: %v", m.ProtoReflect().Descriptor().FullName(), raw, err)
	}
	return m
}

// expectCode checks that a call failed with the code, its message naming what it should.
func expectCode(t *testing.T, what string, err error, want codes.Code, names string) {
	t.Helper()
	if got := status.Code(err); got != want || !strings.Contains(status.Convert(err).Message(), names) {
		t.Errorf("%s: %v, want %s naming %q", what, err, want, names)
	}
}
