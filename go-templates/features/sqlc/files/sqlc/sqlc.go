// Package sqlc holds the SQL that sqlc turns into the Go code of internal/queries: schema.sql (the
// tables the queries read) and queries.sql (one named query each). Run `sqlc generate` (make sqlc)
// after changing either, and commit the result.
package sqlc

import _ "embed"

// Schema creates the tables of schema.sql when they do not exist; the service runs it at start.
//
//go:embed schema.sql
var Schema string
