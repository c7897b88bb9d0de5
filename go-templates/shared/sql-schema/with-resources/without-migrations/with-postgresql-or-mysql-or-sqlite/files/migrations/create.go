package migrations

import (
	"context"
	"fmt"
	"io/fs"
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
