package sqlc

// The Go code of internal/queries, from schema.sql and queries.sql (needs sqlc on PATH).
//go:generate sqlc generate -f ../sqlc.yaml
