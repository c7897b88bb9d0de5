s.echo.POST("/graphql", echo.WrapHandler(s.graphQL()))
if s.cfg.GraphQL.Playground {
	s.echo.GET("/graphql", echo.WrapHandler(graph.Playground("/graphql")))
}
