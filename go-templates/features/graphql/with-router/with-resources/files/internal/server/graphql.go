package server

import (
	"net/http"

	"{{@module}}/internal/graph"
)

// graphQL is the handler of POST /graphql: a resolver per resource of the model, over the stores,
// validation, reference checks and deletes of /api/v1, so a row written through one door is read
// through the other.
func (s *Server) graphQL() http.Handler {
	r := &graph.Resolver{}
	{{@lines:server.graphql}}
	h := graph.NewHandler(r, s.cfg.GraphQL, s.deps.Logger)
	{{@slot:graphql.guard}}
	return h
}
