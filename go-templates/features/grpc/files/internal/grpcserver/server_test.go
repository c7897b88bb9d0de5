package grpcserver

import (
	"context"
	"log/slog"
	"net"
	"sync"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/grpc/test/bufconn"

	"{{@module}}/internal/config"
	greeterv1 "{{@module}}/proto/greeter/v1"
)

// connect serves a Server of services in memory until the test ends and returns a client connection
// to it.
func connect(t *testing.T, logger *slog.Logger, services ...Registration) *grpc.ClientConn {
	t.Helper()
	ln := bufconn.Listen(1 << 20)
	s := New(config.GRPCConfig{Port: 1}, 5*time.Second, logger, services...)
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.serve(ctx, ln) }()
	conn, err := grpc.NewClient("passthrough:///bufconn",
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) { return ln.DialContext(ctx) }),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = conn.Close()
		cancel()
		if err := <-served; err != nil {
			t.Errorf("serve = %v", err)
		}
	})
	return conn
}

func discard() *slog.Logger {
	return slog.New(slog.DiscardHandler)
}

func TestHealthReportsServing(t *testing.T) {
	client := healthpb.NewHealthClient(connect(t, discard(), RegisterGreeter))
	for _, service := range []string{"", "greeter.v1.Greeter"} {
		res, err := client.Check(context.Background(), &healthpb.HealthCheckRequest{Service: service})
		if err != nil || res.GetStatus() != healthpb.HealthCheckResponse_SERVING {
			t.Fatalf("health of %q = %v, %v; want SERVING", service, res.GetStatus(), err)
		}
	}
}

func TestSayHello(t *testing.T) {
	client := greeterv1.NewGreeterClient(connect(t, discard(), RegisterGreeter))
	res, err := client.SayHello(context.Background(), &greeterv1.SayHelloRequest{Name: "Ada"})
	if err != nil || res.GetMessage() != "Hello, Ada!" {
		t.Fatalf("SayHello = %q, %v", res.GetMessage(), err)
	}
	if _, err := client.SayHello(context.Background(), &greeterv1.SayHelloRequest{}); status.Code(err) != codes.InvalidArgument {
		t.Fatalf("SayHello without a name: %v, want InvalidArgument", err)
	}
}

// registerPanicking registers test.Panicking, whose one method panics.
func registerPanicking(r grpc.ServiceRegistrar) {
	r.RegisterService(&grpc.ServiceDesc{
		ServiceName: "test.Panicking",
		HandlerType: (*any)(nil),
		Methods: []grpc.MethodDesc{{
			MethodName: "Panic",
			Handler: func(srv any, ctx context.Context, dec func(any) error, interceptor grpc.UnaryServerInterceptor) (any, error) {
				in := new(healthpb.HealthCheckRequest)
				if err := dec(in); err != nil {
					return nil, err
				}
				info := &grpc.UnaryServerInfo{Server: srv, FullMethod: "/test.Panicking/Panic"}
				return interceptor(ctx, in, info, func(context.Context, any) (any, error) { panic("handler bug") })
			},
		}},
	}, struct{}{})
}

// records keeps the log records of a test.
type records struct {
	mu   sync.Mutex
	list []slog.Record
}

func (r *records) Enabled(context.Context, slog.Level) bool { return true }
func (r *records) WithAttrs([]slog.Attr) slog.Handler       { return r }
func (r *records) WithGroup(string) slog.Handler            { return r }
func (r *records) Handle(_ context.Context, rec slog.Record) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.list = append(r.list, rec.Clone())
	return nil
}

// attrs returns the attributes of the records with message msg.
func (r *records) attrs(msg string) []map[string]string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []map[string]string
	for _, rec := range r.list {
		if rec.Message != msg {
			continue
		}
		m := map[string]string{}
		rec.Attrs(func(a slog.Attr) bool {
			m[a.Key] = a.Value.String()
			return true
		})
		out = append(out, m)
	}
	return out
}

func TestAPanickingHandlerAnswersInternalAndTheServerLives(t *testing.T) {
	logs := &records{}
	conn := connect(t, slog.New(logs), RegisterGreeter, registerPanicking)
	ctx := metadata.AppendToOutgoingContext(context.Background(), "x-request-id", "req-42")
	for range 2 {
		err := conn.Invoke(ctx, "/test.Panicking/Panic", &healthpb.HealthCheckRequest{}, &healthpb.HealthCheckResponse{})
		if status.Code(err) != codes.Internal || status.Convert(err).Message() != "internal error" {
			t.Fatalf("a panicking handler answered %v, want Internal without the panic's value", err)
		}
	}
	res, err := greeterv1.NewGreeterClient(conn).SayHello(context.Background(), &greeterv1.SayHelloRequest{Name: "Ada"})
	if err != nil || res.GetMessage() != "Hello, Ada!" {
		t.Fatalf("after the panics, SayHello = %q, %v", res.GetMessage(), err)
	}

	if panics := logs.attrs("grpc handler panicked"); len(panics) != 2 || panics[0]["panic"] != "handler bug" || panics[0]["stack"] == "" {
		t.Errorf("panic log lines = %v, want 2 with the value and the stack", panics)
	}
	calls := logs.attrs("finished call")
	if len(calls) != 3 {
		t.Fatalf("%d calls logged, want 3", len(calls))
	}
	if c := calls[0]; c["grpc.method"] != "Panic" || c["grpc.service"] != "test.Panicking" || c["grpc.code"] != "Internal" || c["grpc.time_ms"] == "" || c["request_id"] != "req-42" {
		t.Errorf("the panicking call was logged as %v", c)
	}
	if c := calls[2]; c["grpc.code"] != "OK" || c["request_id"] != "" {
		t.Errorf("SayHello was logged as %v", c)
	}
}
