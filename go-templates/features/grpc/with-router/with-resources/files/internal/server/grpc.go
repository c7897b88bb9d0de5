package server

import (
	"google.golang.org/grpc"

	apiv1 "{{@module}}/proto/api/v1"
)

// RegisterGRPC registers the gRPC service of each resource (proto/api/v1/api.proto) on r, over the
// stores, the validation and the reference checks of /api/v1: a row written through one door is
// read through the other.
func (s *Server) RegisterGRPC(r grpc.ServiceRegistrar) {
	{{@lines:server.grpc}}
}
