package grpcserver

import (
	"context"
	"strings"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	"{{@module}}/internal/token"
)

// RequireToken is JWT Auth's check of the API's routes for the gRPC services of its data: a call
// answers UNAUTHENTICATED (as a request answers 401) unless its `authorization` metadata holds a
// valid bearer token of tokens.
func RequireToken(tokens *token.Manager) func(context.Context) error {
	return func(ctx context.Context) error {
		md, _ := metadata.FromIncomingContext(ctx)
		if _, err := tokens.Authenticate(strings.Join(md.Get("authorization"), ", ")); err != nil {
			return status.Error(codes.Unauthenticated, err.Error())
		}
		return nil
	}
}
