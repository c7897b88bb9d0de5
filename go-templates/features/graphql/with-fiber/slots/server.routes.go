s.app.Post("/graphql", adaptor.HTTPHandler(s.graphQL()))
if s.cfg.GraphQL.Playground {
	s.app.Get("/graphql", adaptor.HTTPHandler(graph.Playground("/graphql")))
}
