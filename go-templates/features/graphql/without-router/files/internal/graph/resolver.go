package graph

// Regenerate generated.go and models_gen.go after changing schema.graphqls, in this directory:
// go run github.com/99designs/gqlgen@v0.17.84 generate

// Resolver is the root of the resolvers: give it the dependencies they need (a store, a client) as
// fields, set where internal/server builds it.
type Resolver struct{}
