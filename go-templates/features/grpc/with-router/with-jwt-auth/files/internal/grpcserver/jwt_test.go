package grpcserver

import (
	"context"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	"{{@module}}/internal/config"
	"{{@module}}/internal/token"
	greeterv1 "{{@module}}/proto/greeter/v1"
)

// TestGuardRequiresAToken calls a guarded service without a token, with a forged one and with an
// expired one (UNAUTHENTICATED, as the API answers 401), then with a valid one; health stays open.
func TestGuardRequiresAToken(t *testing.T) {
	cfg := config.JWTConfig{Secret: "test-secret-that-is-at-least-32-bytes-long", TTL: time.Hour, Issuer: "test"}
	tokens, err := token.NewManager(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.TTL = -time.Minute
	expiring, err := token.NewManager(cfg)
	if err != nil {
		t.Fatal(err)
	}
	conn := connect(t, discard(), Guard(RequireToken(tokens), RegisterGreeter))
	client := greeterv1.NewGreeterClient(conn)
	bearer := func(m *token.Manager) context.Context {
		signed, _, err := m.Issue("guard-test")
		if err != nil {
			t.Fatal(err)
		}
		return metadata.AppendToOutgoingContext(t.Context(), "authorization", "Bearer "+signed)
	}

	for name, ctx := range map[string]context.Context{
		"no token":       t.Context(),
		"a forged token": metadata.AppendToOutgoingContext(t.Context(), "authorization", "Bearer not.a.token"),
		"an expired one": bearer(expiring),
	} {
		if _, err := client.SayHello(ctx, &greeterv1.SayHelloRequest{Name: "Ada"}); status.Code(err) != codes.Unauthenticated {
			t.Errorf("SayHello with %s: %v, want Unauthenticated", name, err)
		}
	}
	if res, err := client.SayHello(bearer(tokens), &greeterv1.SayHelloRequest{Name: "Ada"}); err != nil || res.GetMessage() != "Hello, Ada!" {
		t.Fatalf("SayHello with a valid token = %v, %v", res, err)
	}
	if _, err := healthpb.NewHealthClient(conn).Check(t.Context(), &healthpb.HealthCheckRequest{}); err != nil {
		t.Fatalf("health without a token: %v", err)
	}
}
