// Package migrate applies the versioned SQL files of migrations/ in order. A migration is a pair
// NNNN_name.up.sql / NNNN_name.down.sql; applied versions are recorded in the schema_migrations table,
// each migration runs in one transaction with its record, so a failed migration leaves no trace.
package migrate

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"regexp"
	"slices"
	"strconv"
)

// Migration is one version: its SQL both ways.
type Migration struct {
	Version int
	Name    string
	Up      string
	Down    string
}

// Database is what the runner needs of a database (see the adapter next to this file).
type Database interface {
	// EnsureTable creates schema_migrations if it does not exist.
	EnsureTable(ctx context.Context) error
	// Applied returns the applied versions.
	Applied(ctx context.Context) ([]int, error)
	// Apply runs sql and records version, in one transaction.
	Apply(ctx context.Context, version int, name, sql string) error
	// Revert runs sql and forgets version, in one transaction.
	Revert(ctx context.Context, version int, sql string) error
}

var fileName = regexp.MustCompile(`^(\d+)_([a-z0-9_]+)\.(up|down)\.sql$`)

// Load reads the migrations of fsys (its top directory), ordered by version.
func Load(fsys fs.FS) ([]Migration, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("read migrations: %w", err)
	}
	byVersion := map[int]*Migration{}
	for _, e := range entries {
		m := fileName.FindStringSubmatch(e.Name())
		if e.IsDir() || m == nil {
			continue
		}
		version, _ := strconv.Atoi(m[1])
		body, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			return nil, err
		}
		mig := byVersion[version]
		if mig == nil {
			mig = &Migration{Version: version, Name: m[2]}
			byVersion[version] = mig
		}
		if mig.Name != m[2] {
			return nil, fmt.Errorf("migration %d has two names: %s and %s", version, mig.Name, m[2])
		}
		if m[3] == "up" {
			mig.Up = string(body)
		} else {
			mig.Down = string(body)
		}
	}
	out := make([]Migration, 0, len(byVersion))
	for _, m := range byVersion {
		if m.Up == "" || m.Down == "" {
			return nil, fmt.Errorf("migration %04d_%s needs both an .up.sql and a .down.sql file", m.Version, m.Name)
		}
		out = append(out, *m)
	}
	slices.SortFunc(out, func(a, b Migration) int { return a.Version - b.Version })
	return out, nil
}

// Up applies every pending migration in order and returns how many it applied.
func Up(ctx context.Context, db Database, migrations []Migration, logger *slog.Logger) (int, error) {
	applied, err := appliedSet(ctx, db)
	if err != nil {
		return 0, err
	}
	count := 0
	for _, m := range migrations {
		if applied[m.Version] {
			continue
		}
		if err := db.Apply(ctx, m.Version, m.Name, m.Up); err != nil {
			return count, fmt.Errorf("migration %04d_%s: %w", m.Version, m.Name, err)
		}
		logger.Info("migration applied", "version", m.Version, "name", m.Name)
		count++
	}
	return count, nil
}

// Down reverts the latest applied migration; false when none is applied.
func Down(ctx context.Context, db Database, migrations []Migration, logger *slog.Logger) (bool, error) {
	applied, err := appliedSet(ctx, db)
	if err != nil {
		return false, err
	}
	for i := len(migrations) - 1; i >= 0; i-- {
		m := migrations[i]
		if !applied[m.Version] {
			continue
		}
		if err := db.Revert(ctx, m.Version, m.Down); err != nil {
			return false, fmt.Errorf("revert migration %04d_%s: %w", m.Version, m.Name, err)
		}
		logger.Info("migration reverted", "version", m.Version, "name", m.Name)
		return true, nil
	}
	return false, nil
}

// howToMigrate is what a service started on a database that is not migrated tells its operator.
const howToMigrate = "run `go run ./cmd/migrate up`, or start the service with MIGRATE_ON_START=true"

// Prepare readies the schema when the service starts, with the migrations of fsys. With apply
// (MIGRATE_ON_START) it applies the pending ones; otherwise it changes nothing, not even
// schema_migrations, and fails while one is pending, so that the service never runs on a schema older
// than its code.
func Prepare(ctx context.Context, db Database, fsys fs.FS, apply bool, logger *slog.Logger) error {
	migrations, err := Load(fsys)
	if err != nil {
		return err
	}
	if apply {
		_, err := Up(ctx, db, migrations, logger)
		return err
	}
	versions, err := db.Applied(ctx)
	if err != nil {
		return fmt.Errorf("the database is not migrated (%s): read schema_migrations: %w", howToMigrate, err)
	}
	for _, m := range migrations {
		if !slices.Contains(versions, m.Version) {
			return fmt.Errorf("the database is not migrated: migration %04d_%s is pending (%s)", m.Version, m.Name, howToMigrate)
		}
	}
	return nil
}

// Status returns the applied versions.
func Status(ctx context.Context, db Database) (map[int]bool, error) {
	return appliedSet(ctx, db)
}

func appliedSet(ctx context.Context, db Database) (map[int]bool, error) {
	if err := db.EnsureTable(ctx); err != nil {
		return nil, fmt.Errorf("create schema_migrations: %w", err)
	}
	versions, err := db.Applied(ctx)
	if err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	set := make(map[int]bool, len(versions))
	for _, v := range versions {
		set[v] = true
	}
	return set, nil
}
