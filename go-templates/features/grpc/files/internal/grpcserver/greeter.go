package grpcserver

import (
	"context"
	"strings"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	greeterv1 "{{@module}}/proto/greeter/v1"
)

// Greeter implements greeter.v1.Greeter: replace it with your own services.
type Greeter struct {
	greeterv1.UnimplementedGreeterServer
}

// SayHello greets the name of the request.
func (Greeter) SayHello(_ context.Context, req *greeterv1.SayHelloRequest) (*greeterv1.SayHelloResponse, error) {
	name := strings.TrimSpace(req.GetName())
	if name == "" {
		return nil, status.Error(codes.InvalidArgument, "name is required")
	}
	return &greeterv1.SayHelloResponse{Message: "Hello, " + name + "!"}, nil
}
