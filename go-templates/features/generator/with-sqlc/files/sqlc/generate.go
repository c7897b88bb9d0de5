// Package sqlc holds the queries that sqlc turns into the Go code of internal/queries, with the
// tables of migrations/.
package sqlc

// The Go code of internal/queries (needs sqlc on PATH).
//go:generate sqlc generate -f ../sqlc.yaml
