package web

// The Go code of the .templ files (templ at the version of go.mod).
//go:generate go run github.com/a-h/templ/cmd/templ@v0.3.960 generate
