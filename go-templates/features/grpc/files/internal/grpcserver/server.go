// Package grpcserver is the gRPC side of the service: the health service, the Greeter example and
// the server that runs them beside HTTP.
package grpcserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	"{{@module}}/internal/config"
	greeterv1 "{{@module}}/proto/greeter/v1"
)

// shutdownTimeout bounds the graceful stop; calls still running then are cut.
const shutdownTimeout = 10 * time.Second

// Server serves the gRPC services.
type Server struct {
	cfg    config.GRPCConfig
	logger *slog.Logger
	grpc   *grpc.Server
	health *health.Server
}

// New registers the services.
func New(cfg config.GRPCConfig, logger *slog.Logger) *Server {
	s := &Server{
		cfg:    cfg,
		logger: logger,
		grpc:   grpc.NewServer(grpc.ChainUnaryInterceptor(logCalls(logger))),
		health: health.NewServer(),
	}
	healthpb.RegisterHealthServer(s.grpc, s.health)
	greeterv1.RegisterGreeterServer(s.grpc, Greeter{})
	s.health.SetServingStatus("", healthpb.HealthCheckResponse_SERVING)
	s.health.SetServingStatus(greeterv1.Greeter_ServiceDesc.ServiceName, healthpb.HealthCheckResponse_SERVING)
	return s
}

// Run listens on GRPC_PORT and serves until ctx is done, then stops gracefully.
func (s *Server) Run(ctx context.Context) error {
	addr := net.JoinHostPort("", strconv.Itoa(s.cfg.Port))
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", addr, err)
	}
	s.logger.Info("grpc server listening", "addr", ln.Addr().String())
	served := make(chan error, 1)
	go func() { served <- s.grpc.Serve(ln) }()
	select {
	case err := <-served:
		return fmt.Errorf("grpc server: %w", err)
	case <-ctx.Done():
	}
	s.logger.Info("grpc server shutting down")
	s.health.Shutdown() // tell clients and load balancers first
	stopped := make(chan struct{})
	go func() {
		s.grpc.GracefulStop()
		close(stopped)
	}()
	select {
	case <-stopped:
	case <-time.After(shutdownTimeout):
		s.grpc.Stop()
	}
	if err := <-served; err != nil && !errors.Is(err, grpc.ErrServerStopped) {
		return fmt.Errorf("grpc server: %w", err)
	}
	s.logger.Info("grpc server stopped")
	return nil
}

// Serve serves on ln until Stop (tests use an in-memory listener).
func (s *Server) Serve(ln net.Listener) error {
	return s.grpc.Serve(ln)
}

// Stop stops at once.
func (s *Server) Stop() {
	s.grpc.Stop()
}

// logCalls logs each call with its method, duration and status.
func logCalls(logger *slog.Logger) grpc.UnaryServerInterceptor {
	return func(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
		start := time.Now()
		resp, err := handler(ctx, req)
		level := slog.LevelInfo
		if err != nil {
			level = slog.LevelWarn
		}
		logger.Log(ctx, level, "grpc call", "method", info.FullMethod, "duration", time.Since(start), "error", err)
		return resp, err
	}
}
