s.engine.POST("/graphql", gin.WrapH(s.graphQL()))
if s.cfg.GraphQL.Playground {
	s.engine.GET("/graphql", gin.WrapH(graph.Playground("/graphql")))
}
