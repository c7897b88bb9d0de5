package server

import (
	"net/http"

	"{{@module}}/internal/graph"
)

// graphQL is the handler of POST /graphql; give the resolver the dependencies your resolvers need
// (s.deps holds them).
func (s *Server) graphQL() http.Handler {
	return graph.NewHandler(&graph.Resolver{}, s.cfg.GraphQL, s.deps.Logger)
}
