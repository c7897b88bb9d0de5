package server

import (
	"testing"

	"google.golang.org/grpc"
)

// grpcCaller is what a caller of the gRPC services sends besides its requests: nothing, as they are
// open like the API.
func grpcCaller(*testing.T, *Server) []grpc.DialOption {
	return nil
}
