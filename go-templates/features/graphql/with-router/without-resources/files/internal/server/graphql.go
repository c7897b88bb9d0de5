package server

import (
	"net/http"

	"{{@module}}/internal/graph"
)

// graphQL is the handler of POST /graphql: its resolvers use the API's notes store.
func (s *Server) graphQL() http.Handler {
	return graph.NewHandler(&graph.Resolver{Store: s.deps.Notes, Logger: s.deps.Logger}, s.cfg.GraphQL, s.deps.Logger)
}
