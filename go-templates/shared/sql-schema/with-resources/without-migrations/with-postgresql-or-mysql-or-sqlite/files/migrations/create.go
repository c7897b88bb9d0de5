package migrations

import (
	"context"
	"fmt"
	"io/fs"
	"regexp"
	"strings"
)

// CreateTables runs every .up.sql file of this directory in order, statement by statement, through
// exec (the pool's Exec or ExecContext). Without versioned migrations, the service calls it at start:
// each file creates only what is missing, so running them again changes nothing.
func CreateTables[R any](ctx context.Context, exec func(ctx context.Context, sql string, args ...any) (R, error)) error {
	names, err := fs.Glob(FS, "*.up.sql") // in lexical order: by number
	if err != nil {
		return err
	}
	for _, name := range names {
		script, err := fs.ReadFile(FS, name)
		if err != nil {
			return err
		}
		for _, statement := range statements(string(script)) {
			if _, err := exec(ctx, statement); err != nil {
				return fmt.Errorf("create the tables of migrations/%s: %w", name, err)
			}
		}
	}
	return nil
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
