package graph

// Regenerate generated.go and models_gen.go after changing schema.graphqls, in this directory:
// go run github.com/99designs/gqlgen@v0.17.84 generate

import (
)

// Resolver is the root of the resolvers: a Resource per resource of the model, over the stores,
// validation, reference checks and deletes of /api/v1 (internal/server builds it). The resolvers of
// schema.resolvers.go call them.
type Resolver struct {
	{{@lines:graph.resolver}}
}
