package grpcserver

import (
	"context"
	"strings"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	greeterv1 "{{@module}}/proto/greeter/v1"
)

// greeter implements greeter.v1.Greeter: replace it with your own services.
type greeter struct {
	greeterv1.UnimplementedGreeterServer
}

// RegisterGreeter registers the example greeter.v1.Greeter.
func RegisterGreeter(r grpc.ServiceRegistrar) {
	greeterv1.RegisterGreeterServer(r, greeter{})
}

// SayHello greets the name of the request.
func (greeter) SayHello(_ context.Context, req *greeterv1.SayHelloRequest) (*greeterv1.SayHelloResponse, error) {
	name := strings.TrimSpace(req.GetName())
	if name == "" {
		return nil, status.Error(codes.InvalidArgument, "name is required")
	}
	return &greeterv1.SayHelloResponse{Message: "Hello, " + name + "!"}, nil
}
