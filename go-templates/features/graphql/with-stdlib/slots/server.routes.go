s.handle("POST /graphql", s.graphQL().ServeHTTP)
if s.cfg.GraphQL.Playground {
	s.handle("GET /graphql", graph.Playground("/graphql").ServeHTTP)
}
