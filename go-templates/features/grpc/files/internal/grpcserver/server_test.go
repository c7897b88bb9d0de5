package grpcserver

import (
	"context"
	"log/slog"
	"net"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/status"
	"google.golang.org/grpc/test/bufconn"

	"{{@module}}/internal/config"
	greeterv1 "{{@module}}/proto/greeter/v1"
)

// connect serves a Server in memory and returns a client connection to it.
func connect(t *testing.T) *grpc.ClientConn {
	t.Helper()
	ln := bufconn.Listen(1 << 20)
	s := New(config.GRPCConfig{Port: 1}, slog.New(slog.DiscardHandler))
	go func() { _ = s.Serve(ln) }()
	t.Cleanup(s.Stop)
	conn, err := grpc.NewClient("passthrough:///bufconn",
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) { return ln.DialContext(ctx) }),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	return conn
}

func TestHealthReportsServing(t *testing.T) {
	client := healthpb.NewHealthClient(connect(t))
	for _, service := range []string{"", "greeter.v1.Greeter"} {
		res, err := client.Check(context.Background(), &healthpb.HealthCheckRequest{Service: service})
		if err != nil || res.GetStatus() != healthpb.HealthCheckResponse_SERVING {
			t.Fatalf("health of %q = %v, %v; want SERVING", service, res.GetStatus(), err)
		}
	}
}

func TestSayHello(t *testing.T) {
	client := greeterv1.NewGreeterClient(connect(t))
	res, err := client.SayHello(context.Background(), &greeterv1.SayHelloRequest{Name: "Ada"})
	if err != nil || res.GetMessage() != "Hello, Ada!" {
		t.Fatalf("SayHello = %q, %v", res.GetMessage(), err)
	}
	if _, err := client.SayHello(context.Background(), &greeterv1.SayHelloRequest{}); status.Code(err) != codes.InvalidArgument {
		t.Fatalf("SayHello without a name: %v, want InvalidArgument", err)
	}
}
