package server

import (
	"context"
	"strings"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// authenticateGRPC is requireJWT for the gRPC services of the resources: a call answers
// UNAUTHENTICATED unless its `authorization` metadata holds a valid bearer token.
func (s *Server) authenticateGRPC(ctx context.Context) error {
	md, _ := metadata.FromIncomingContext(ctx)
	if _, err := s.deps.Tokens.Authenticate(strings.Join(md.Get("authorization"), ", ")); err != nil {
		return status.Error(codes.Unauthenticated, err.Error())
	}
	return nil
}
