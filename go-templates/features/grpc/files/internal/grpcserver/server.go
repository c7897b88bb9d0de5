// Package grpcserver is the gRPC side of the service: the health service, the services of proto/ and
// the server that runs them beside HTTP.
package grpcserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/logging"
	"github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/recovery"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	"{{@module}}/internal/config"
)

// Server serves the gRPC services.
type Server struct {
	cfg             config.GRPCConfig
	shutdownTimeout time.Duration
	logger          *slog.Logger
	grpc            *grpc.Server
	health          *health.Server
}

// A Registration registers one service on the server.
type Registration func(grpc.ServiceRegistrar)

// New returns a server of the health service and of the registered services, each reported SERVING.
// Every call is logged, and a panicking handler answers codes.Internal instead of stopping the
// process. On shutdown, calls still running after shutdownTimeout are cut.
func New(cfg config.GRPCConfig, shutdownTimeout time.Duration, logger *slog.Logger, services ...Registration) *Server {
	logCalls := []logging.Option{
		logging.WithLogOnEvents(logging.FinishCall),
		logging.WithFieldsFromContext(requestIDField),
	}
	recoverPanics := recovery.WithRecoveryHandlerContext(recovered(logger))
	s := &Server{
		cfg:             cfg,
		shutdownTimeout: shutdownTimeout,
		logger:          logger,
		// Logging wraps recovery, so a recovered panic is logged with the code it answered.
		grpc: grpc.NewServer(
			grpc.ChainUnaryInterceptor(
				logging.UnaryServerInterceptor(interceptorLogger(logger), logCalls...),
				recovery.UnaryServerInterceptor(recoverPanics),
			),
			grpc.ChainStreamInterceptor(
				logging.StreamServerInterceptor(interceptorLogger(logger), logCalls...),
				recovery.StreamServerInterceptor(recoverPanics),
			),
		),
		health: health.NewServer(),
	}
	healthpb.RegisterHealthServer(s.grpc, s.health)
	for _, register := range services {
		register(s.grpc)
	}
	s.health.SetServingStatus("", healthpb.HealthCheckResponse_SERVING)
	for name := range s.grpc.GetServiceInfo() {
		s.health.SetServingStatus(name, healthpb.HealthCheckResponse_SERVING)
	}
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
	return s.serve(ctx, ln)
}

// serve serves on ln until ctx is done. It then reports NOT_SERVING, lets the running calls finish
// for at most the shutdown timeout, and cuts those still running.
func (s *Server) serve(ctx context.Context, ln net.Listener) error {
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
	case <-time.After(s.shutdownTimeout):
		s.logger.Warn("grpc calls still running after the shutdown timeout are cut", "timeout", s.shutdownTimeout)
		s.grpc.Stop()
		<-stopped
	}
	if err := <-served; err != nil && !errors.Is(err, grpc.ErrServerStopped) {
		return fmt.Errorf("grpc server: %w", err)
	}
	s.logger.Info("grpc server stopped")
	return nil
}

// interceptorLogger writes the logging interceptor's lines to logger: one per call, with the method
// (grpc.service, grpc.method), the status code (grpc.code), the duration (grpc.time_ms) and the
// request ID when the client sent one.
func interceptorLogger(logger *slog.Logger) logging.Logger {
	return logging.LoggerFunc(func(ctx context.Context, level logging.Level, msg string, fields ...any) {
		logger.Log(ctx, slog.Level(level), msg, fields...)
	})
}

// maxRequestIDLength bounds the request ID a client sends that the log keeps.
const maxRequestIDLength = 128

// requestIDField adds the x-request-id metadata of a call to its log line.
func requestIDField(ctx context.Context) logging.Fields {
	ids := metadata.ValueFromIncomingContext(ctx, "x-request-id")
	if len(ids) == 0 || ids[0] == "" || len(ids[0]) > maxRequestIDLength {
		return nil
	}
	return logging.Fields{"request_id", ids[0]}
}

// recovered logs a handler's panic with its stack and answers codes.Internal, without the panic's
// value: it may hold anything.
func recovered(logger *slog.Logger) recovery.RecoveryHandlerFuncContext {
	return func(ctx context.Context, p any) error {
		logger.ErrorContext(ctx, "grpc handler panicked", "panic", p, "stack", string(debug.Stack()))
		return status.Error(codes.Internal, "internal error")
	}
}
