package graph

// The code of schema.graphqls (gqlgen at the version of go.mod, configured by gqlgen.yml).
//go:generate go run github.com/99designs/gqlgen@v0.17.84 generate
