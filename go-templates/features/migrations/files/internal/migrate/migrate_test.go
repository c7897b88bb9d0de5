package migrate

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"{{@module}}/migrations"
)

// memoryDB records migrations in memory, failing on the SQL "FAIL".
type memoryDB struct {
	applied []int
	ran     []string
}

func (m *memoryDB) EnsureTable(context.Context) error { return nil }

func (m *memoryDB) Applied(context.Context) ([]int, error) { return slices.Clone(m.applied), nil }

func (m *memoryDB) Apply(_ context.Context, version int, _ string, sql string) error {
	if sql == "FAIL" {
		return errors.New("syntax error")
	}
	m.ran = append(m.ran, sql)
	m.applied = append(m.applied, version)
	return nil
}

func (m *memoryDB) Revert(_ context.Context, version int, sql string) error {
	m.ran = append(m.ran, sql)
	m.applied = slices.DeleteFunc(m.applied, func(v int) bool { return v == version })
	return nil
}

var logger = slog.New(slog.DiscardHandler)

func TestUpAppliesPendingMigrationsInOrderOnce(t *testing.T) {
	fsys := fstest.MapFS{
		"0002_add_tags.up.sql":    {Data: []byte("up 2")},
		"0002_add_tags.down.sql":  {Data: []byte("down 2")},
		"0001_create.up.sql":      {Data: []byte("up 1")},
		"0001_create.down.sql":    {Data: []byte("down 1")},
		"README.md":               {Data: []byte("ignored")},
		"0003_pending.up.sql":     {Data: []byte("up 3")},
		"0003_pending.down.sql":   {Data: []byte("down 3")},
		"notes/0009_x.up.sql":     {Data: []byte("in a subdirectory: ignored")},
		"0010_not_sql.up.sql.bak": {Data: []byte("ignored")},
	}
	ms, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	db := &memoryDB{applied: []int{1}}
	n, err := Up(context.Background(), db, ms, logger)
	if err != nil || n != 2 {
		t.Fatalf("Up = %d, %v; want 2 applied", n, err)
	}
	if !slices.Equal(db.ran, []string{"up 2", "up 3"}) {
		t.Fatalf("ran %v", db.ran)
	}
	if n, _ := Up(context.Background(), db, ms, logger); n != 0 {
		t.Fatalf("a second Up applied %d", n)
	}
	if reverted, err := Down(context.Background(), db, ms, logger); !reverted || err != nil || db.ran[len(db.ran)-1] != "down 3" {
		t.Fatalf("Down = %v, %v, ran %v", reverted, err, db.ran)
	}
}

func TestUpStopsAtAFailingMigration(t *testing.T) {
	ms := []Migration{{Version: 1, Name: "a", Up: "up 1", Down: "d"}, {Version: 2, Name: "b", Up: "FAIL", Down: "d"}, {Version: 3, Name: "c", Up: "up 3", Down: "d"}}
	db := &memoryDB{}
	if n, err := Up(context.Background(), db, ms, logger); err == nil || n != 1 {
		t.Fatalf("Up = %d, %v; want 1 applied and an error", n, err)
	}
	if !slices.Equal(db.applied, []int{1}) {
		t.Fatalf("applied %v", db.applied)
	}
}

func TestPrepareAppliesOnlyWhenAsked(t *testing.T) {
	ctx := context.Background()
	ms := fstest.MapFS{
		"0001_a.up.sql":   {Data: []byte("up 1")},
		"0001_a.down.sql": {Data: []byte("down 1")},
		"0002_b.up.sql":   {Data: []byte("up 2")},
		"0002_b.down.sql": {Data: []byte("down 2")},
	}
	db := &memoryDB{applied: []int{1}}
	err := Prepare(ctx, db, ms, false, logger)
	if err == nil || !strings.Contains(err.Error(), "0002_b is pending") || !strings.Contains(err.Error(), "go run ./cmd/migrate up") {
		t.Fatalf("Prepare without apply on a database missing a migration: err = %v", err)
	}
	if len(db.ran) != 0 {
		t.Fatalf("Prepare without apply ran %v", db.ran)
	}
	if err := Prepare(ctx, db, ms, true, logger); err != nil || !slices.Equal(db.applied, []int{1, 2}) {
		t.Fatalf("Prepare with apply = %v, applied %v", err, db.applied)
	}
	if err := Prepare(ctx, db, ms, false, logger); err != nil {
		t.Fatalf("Prepare on a migrated database: %v", err)
	}
}

func TestLoadRefusesIncompletePairs(t *testing.T) {
	if _, err := Load(fstest.MapFS{"0001_a.up.sql": {Data: []byte("x")}}); err == nil {
		t.Fatal("Load accepted a migration without its down file")
	}
}

func TestTheProjectsMigrationsLoad(t *testing.T) {
	ms, err := Load(migrations.FS)
	if err != nil || len(ms) == 0 || ms[0].Version != 1 {
		t.Fatalf("Load(migrations.FS) = %v, %v", ms, err)
	}
}
