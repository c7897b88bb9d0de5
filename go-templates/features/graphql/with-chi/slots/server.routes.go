s.router.Method(http.MethodPost, "/graphql", s.graphQL())
if s.cfg.GraphQL.Playground {
	s.router.Method(http.MethodGet, "/graphql", graph.Playground("/graphql"))
}
