// Package graph is the GraphQL API of /graphql, built with gqlgen: schema.graphqls is the schema,
// generated.go and models_gen.go the code gqlgen generated from it (regenerate them, never edit
// them), resolver.go and schema.resolvers.go the code that answers the queries.
package graph

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/99designs/gqlgen/graphql/playground"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"{{@module}}/internal/config"
)

// NewHandler serves the GraphQL API with the resolvers of r: operations are POSTed as JSON.
func NewHandler(r *Resolver, cfg config.GraphQLConfig, logger *slog.Logger) http.Handler {
	schema := Config{Resolvers: r}
	{{@lines:graph.complexity}}
	srv := handler.New(NewExecutableSchema(schema))
	// POST with a JSON body only: a browser cannot send that to another site without its consent
	// (CORS), so other sites' pages cannot run mutations with a user's cookies.
	srv.AddTransport(transport.POST{})
	if cfg.Playground {
		srv.Use(extension.Introspection{})
	}
	srv.Use(extension.FixedComplexityLimit(cfg.ComplexityLimit))
	// An id that is no integer is the client's mistake: said so in words, not in strconv's.
	srv.SetErrorPresenter(func(ctx context.Context, err error) *gqlerror.Error {
		presented := graphql.DefaultErrorPresenter(ctx, err)
		var number *strconv.NumError
		if errors.As(err, &number) && len(presented.Path) > 0 {
			if name, ok := presented.Path[len(presented.Path)-1].(ast.PathName); ok {
				presented.Message = string(name) + " must be an integer"
				presented.Extensions = map[string]any{"code": "BAD_USER_INPUT"}
			}
		}
		return presented
	})
	// A panicking resolver fails its field only; the details go to the log, not to the client.
	srv.SetRecoverFunc(func(ctx context.Context, err any) error {
		logger.ErrorContext(ctx, "graphql resolver panicked", "panic", err)
		return errors.New("internal server error")
	})
	return srv
}

// Playground serves the GraphQL playground (GraphiQL), a page whose queries go to endpoint.
func Playground(endpoint string) http.Handler {
	return playground.Handler("GraphQL playground", endpoint)
}
