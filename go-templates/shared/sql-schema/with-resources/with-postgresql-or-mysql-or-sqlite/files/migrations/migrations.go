// Package migrations holds the service's SQL schema as numbered files, embedded in the binary: for
// each change of the schema, NNNN_name.up.sql with the next number (and NNNN_name.down.sql, which
// reverts it).
package migrations

import (
	"embed"
	"io/fs"
	"regexp"
	"strings"
)

// FS holds the .sql files of this directory.
//
//go:embed *.sql
var FS embed.FS

// Resources holds the statements creating the tables of the API's resources, one each, in order: those
// of the first migration, then of one migration for each change of the model. Tests create their
// tables with them.
var Resources = resourceStatements()

// resourceStatements reads the statements of the .up.sql files in the order of their versions, but
// the users' table's (not a resource's).
func resourceStatements() []string {
	names, err := fs.Glob(FS, "*.up.sql") // in lexical order: by number
	if err != nil {
		panic(err) // the pattern is valid
	}
	var out []string
	for _, name := range names {
		if name == "0002_create_users.up.sql" {
			continue
		}
		script, err := fs.ReadFile(FS, name)
		if err != nil {
			panic(err) // embedded: it is there
		}
		out = append(out, statements(string(script))...)
	}
	return out
}

var statementEnd = regexp.MustCompile(`;[ \t]*(\r?\n|$)`)

// statements splits a script at the semicolons that end a line, leaving out what holds only
// comments: MySQL runs one statement per call.
func statements(script string) []string {
	var out []string
	for _, part := range statementEnd.Split(script, -1) {
		for _, line := range strings.Split(part, "\n") {
			if l := strings.TrimSpace(line); l != "" && !strings.HasPrefix(l, "--") {
				out = append(out, strings.TrimSpace(part))
				break
			}
		}
	}
	return out
}
