// Package migrations holds the service's SQL schema as numbered files, embedded in the binary: for
// each change of the schema, NNNN_name.up.sql with the next number (and NNNN_name.down.sql, which
// reverts it).
package migrations

import "embed"

// FS holds the .sql files of this directory.
//
//go:embed *.sql
var FS embed.FS

// CreateNotes is the first migration: the table of the example resource. It creates only what is
// missing; tests create their table with it.
//
//go:embed 0001_create_notes.up.sql
var CreateNotes string
