package badgerstore

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// new{{@R.Name}}Input is a valid input, unlike any other (unique fields stay apart); the rows its
// references name are created first.
func new{{@R.Name}}Input(t *testing.T, s *testDB) {{@R.pkg}}.Input {
	t.Helper()
	n := nextSample(){{@R?drawsSamples}}
	var in {{@R.pkg}}.Input
	{{@F!reference}}{{@F.setSample}}
	{{@F.setReference}}
	return in
}

// open{{@R.Name}}Store returns the test's store of {{@R.labels}}.
func open{{@R.Name}}Store(s *testDB) *{{@R.Name}}Store {
	return storeOf(s, "{{@R.snakes}}", New{{@R.Name}}Store)
}

// create{{@R.Name}} stores a new {{@R.label}}.
func create{{@R.Name}}(t *testing.T, s *testDB) {{@R.pkg}}.{{@R.Name}} {
	t.Helper()
	item, err := open{{@R.Name}}Store(s).Create(context.Background(), new{{@R.Name}}Input(t, s))
	if err != nil {
		t.Fatalf("create a {{@R.label}}: %v", err)
	}
	return item
}

func Test{{@R.Name}}Store(t *testing.T) {
	ctx := context.Background()
	s := openTestDB(t)
	var repo {{@R.pkg}}.Store = open{{@R.Name}}Store(s)

	first := create{{@R.Name}}(t, s)
	second := create{{@R.Name}}(t, s)
	if first.ID == 0 || first.CreatedAt.IsZero() || second.ID <= first.ID {
		t.Fatalf("Create = %+v, then %+v", first, second)
	}
	if got, err := repo.Get(ctx, first.ID); err != nil || got.ID != first.ID || !got.UpdatedAt.Equal(first.UpdatedAt) {
		t.Fatalf("Get = %+v, %v; want %+v", got, err, first)
	}

	sparse := new{{@R.Name}}Input(t, s)
	{{@F?optional}}sparse.{{@F.Name}} = nil
	stored, err := repo.Create(ctx, sparse)
	if err != nil {
		t.Fatalf("create without the optional fields: %v", err)
	}
	read, err := repo.Get(ctx, stored.ID)
	if err != nil || read.ID != stored.ID {
		t.Fatalf("get without the optional fields: %+v, %v", read, err)
	}
	{{@F?optional}}expectNull(t, "{{@F.name}}", read.{{@F.Name}})
	if err := repo.Delete(ctx, stored.ID); err != nil {
		t.Fatal(err)
	}
	{{@F.storeScaleTest}}

	if items, err := repo.List(ctx, resource.Query{Limit: 10, Sort: "id"}); err != nil || len(items) != 2 || items[0].ID != first.ID {
		t.Errorf("list by id: %+v, %v; want the first, then the second", items, err)
	}
	if items, err := repo.List(ctx, resource.Query{Limit: 1, Offset: 1, Sort: "id", Desc: true}); err != nil || len(items) != 1 || items[0].ID != first.ID {
		t.Errorf("list newest first, second page of one: %+v, %v; want the first", items, err)
	}
	for _, field := range {{@R.pkg}}.Sortable {
		for _, desc := range []bool{false, true} {
			if items, err := repo.List(ctx, resource.Query{Limit: 10, Sort: field, Desc: desc}); err != nil || len(items) != 2 {
				t.Errorf("list sorted on %s (descending: %v): %d {{@R.labels}}, %v; want 2", field, desc, len(items), err)
			}
		}
	}
	{{@F.storeFilterTest}}
	{{@F.storeUniqueTest}}

	updated, err := repo.Update(ctx, first.ID, new{{@R.Name}}Input(t, s))
	if err != nil || updated.ID != first.ID || !updated.CreatedAt.Equal(first.CreatedAt) || updated.UpdatedAt.Before(first.UpdatedAt) {
		t.Fatalf("Update = %+v, %v", updated, err)
	}
	if err := repo.Delete(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"Get":    func() error { _, err := repo.Get(ctx, first.ID); return err }(),
		"Update": func() error { _, err := repo.Update(ctx, first.ID, new{{@R.Name}}Input(t, s)); return err }(),
		"Delete": repo.Delete(ctx, first.ID),
	} {
		if !errors.Is(err, resource.ErrNotFound) {
			t.Errorf("%s of a deleted {{@R.label}}: err = %v, want resource.ErrNotFound", name, err)
		}
	}
}

// Test{{@R.Name}}StoreReadsEarlierVersions: a {{@R.label}} an earlier version of the service wrote
// (Badger has no migration: its JSON stays as it was) reads, through every read of the store, with
// the defaults of the fields it lacks (added since) or holds null (optional then, required since);
// the key of a field dropped since is ignored; a decimal field's JSON number (an integer then) reads
// as that decimal.
func Test{{@R.Name}}StoreReadsEarlierVersions(t *testing.T) {
	ctx := context.Background()
	for _, older := range []struct {
		written string
		edit    func(fields map[string]json.RawMessage)
	}{
		{"without the fields added since", func(fields map[string]json.RawMessage) {
			{{@F?default}}delete(fields, "{{@F.name}}")
			fields["dropped_since"] = json.RawMessage(`"a value"`)
		}},
		{"with a null for the fields made required since, lacking the optional ones added", func(fields map[string]json.RawMessage) {
			{{@F?required}}{{@F?default}}fields["{{@F.name}}"] = json.RawMessage("null")
			{{@F?optional}}{{@F?default}}delete(fields, "{{@F.name}}")
		}},
	} {
		t.Run(older.written, func(t *testing.T) {
			s := openTestDB(t)
			store := open{{@R.Name}}Store(s)
			item := create{{@R.Name}}(t, s)
			s.rewrite(store.key(item.ID), item, older.edit)
			check := func(how string, got {{@R.pkg}}.{{@R.Name}}) {
				t.Helper()
				{{@F.absentDefaultTest}}
			}
			got, err := store.Get(ctx, item.ID)
			if err != nil {
				t.Fatalf("get: %v", err)
			}
			check("get", got)
			items, err := store.List(ctx, resource.Query{Limit: 10, Sort: "id"})
			if err != nil || len(items) != 1 {
				t.Fatalf("list: %d {{@R.labels}}, %v; want 1", len(items), err)
			}
			check("list", items[0])
			if _, err := store.Update(ctx, item.ID, new{{@R.Name}}Input(t, s)); err != nil {
				t.Errorf("update: %v", err)
			}
		})
	}
	{{@F.earlierNumberJSONTest}}
}
