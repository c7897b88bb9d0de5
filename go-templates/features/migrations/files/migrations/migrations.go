// Package migrations holds the service's SQL migrations, embedded in the binary: add a pair
// NNNN_name.up.sql / NNNN_name.down.sql with the next number for each change of the schema.
package migrations

import "embed"

// FS holds the .sql files of this directory.
//
//go:embed *.sql
var FS embed.FS
