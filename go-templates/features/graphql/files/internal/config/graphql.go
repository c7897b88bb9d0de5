package config

// GraphQLConfig configures /graphql.
type GraphQLConfig struct {
	// Playground serves the GraphQL playground at GET /graphql and answers introspection queries,
	// which the playground reads the schema with.
	Playground bool `env:"GRAPHQL_PLAYGROUND"`
	// ComplexityLimit is the highest complexity of an operation (each field counts one): it bounds
	// the work one request can ask for.
	ComplexityLimit int `env:"GRAPHQL_COMPLEXITY_LIMIT"`
}

func loadGraphQL(e *Env) GraphQLConfig {
	c := GraphQLConfig{
		Playground:      e.Bool("GRAPHQL_PLAYGROUND", true),
		ComplexityLimit: e.Int("GRAPHQL_COMPLEXITY_LIMIT", 5000),
	}
	e.Check(c.ComplexityLimit > 0, "GRAPHQL_COMPLEXITY_LIMIT", "must be positive")
	return c
}
