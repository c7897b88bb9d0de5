package repository

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// sample{{@R.Name}}Input is a valid input but for its references, unlike any other (unique fields
// stay apart).
func sample{{@R.Name}}Input() {{@R.pkg}}.Input {
	n := nextSample(){{@R?drawsSamples}}
	var in {{@R.pkg}}.Input
	{{@F!reference}}{{@F.setSample}}
	return in
}

// new{{@R.Name}}Input is a valid input, unlike any other (unique fields stay apart); the rows its
// references name are created first.
func new{{@R.Name}}Input(t *testing.T, s testDB) {{@R.pkg}}.Input {
	t.Helper()
	in := sample{{@R.Name}}Input()
	{{@F.setReference}}
	return in
}

// open{{@R.Name}}Repository returns the repository of {{@R.labels}} in s.
func open{{@R.Name}}Repository(t *testing.T, s testDB) *{{@R.Name}}Repository {
	t.Helper()
	repo, err := New{{@R.Name}}Repository(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	return repo
}

// create{{@R.Name}} stores a new {{@R.label}}.
func create{{@R.Name}}(t *testing.T, s testDB) {{@R.pkg}}.{{@R.Name}} {
	t.Helper()
	item, err := open{{@R.Name}}Repository(t, s).Create(context.Background(), new{{@R.Name}}Input(t, s))
	if err != nil {
		t.Fatalf("create a {{@R.label}}: %v", err)
	}
	return item
}

func Test{{@R.Name}}Repository(t *testing.T) {
	ctx := context.Background()
	s := newTestDB(t)
	var repo {{@R.pkg}}.Store = open{{@R.Name}}Repository(t, s)

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
	{{@F?optional}}expectNull(t, "{{@F.name}}", read.{{@F.Name}} == nil)
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

// earlier{{@R.Name}}Documents make a document of the collection as an earlier version of the service
// wrote it (MongoDB has no migration: documents stay as they were): without the fields added since
// and with the key of a field dropped since, or with a null for the fields made required since
// (optional then).
var earlier{{@R.Name}}Documents = []struct {
	written string
	edit    func(fields bson.M)
}{
	{"without the fields added since", func(fields bson.M) {
		{{@F?default}}delete(fields, "{{@F.name}}")
		fields["dropped_since"] = "a value"
	}},
	{"with a null for the fields made required since, lacking the optional ones added", func(fields bson.M) {
		{{@F?required}}{{@F?default}}fields["{{@F.name}}"] = nil
		{{@F?optional}}{{@F?default}}delete(fields, "{{@F.name}}")
	}},
}

// expect{{@R.Name}}Defaults reports a field of got, read from such a document, not at its default.
func expect{{@R.Name}}Defaults(t *testing.T, how string, got {{@R.pkg}}.{{@R.Name}}) {
	t.Helper()
	{{@F.absentDefaultTest}}
}

// Test{{@R.Name}}DocumentsOfEarlierVersions decodes those documents as every read does, without a
// server, and those whose decimal field holds a number (an integer field then).
func Test{{@R.Name}}DocumentsOfEarlierVersions(t *testing.T) {
	now := time.Now().UTC().Truncate(time.Millisecond)
	for _, older := range earlier{{@R.Name}}Documents {
		doc, err := decode{{@R.Name}}Document(earlierDocument(t, new{{@R.Name}}Document(1, sample{{@R.Name}}Input(), now, now), older.edit))
		if err != nil {
			t.Errorf("decode a document %s: %v", older.written, err)
			continue
		}
		expect{{@R.Name}}Defaults(t, "decode a document "+older.written, {{@R.pkg}}.{{@R.Name}}(doc))
	}
	{{@F.earlierNumberBSONTest}}
}

// Test{{@R.Name}}RepositoryReadsEarlierVersions reads those documents through every read of the
// repository: Get, List and Update's.
func Test{{@R.Name}}RepositoryReadsEarlierVersions(t *testing.T) {
	ctx := context.Background()
	s := newTestDB(t)
	repo := open{{@R.Name}}Repository(t, s)
	for _, older := range earlier{{@R.Name}}Documents {
		item := create{{@R.Name}}(t, s)
		if _, err := repo.items.ReplaceOne(ctx, bson.D{{Key: "_id", Value: item.ID}}, earlierDocument(t, {{@R.name}}Document(item), older.edit)); err != nil {
			t.Fatal(err)
		}
		got, err := repo.Get(ctx, item.ID)
		if err != nil {
			t.Fatalf("get a {{@R.label}} %s: %v", older.written, err)
		}
		expect{{@R.Name}}Defaults(t, "get a {{@R.label}} "+older.written, got)
		items, err := repo.List(ctx, resource.Query{Limit: 1, Sort: "id", Desc: true})
		if err != nil || len(items) != 1 || items[0].ID != item.ID {
			t.Fatalf("list {{@R.labels}}, the last written %s: %d, %v", older.written, len(items), err)
		}
		expect{{@R.Name}}Defaults(t, "list a {{@R.label}} "+older.written, items[0])
		if _, err := repo.Update(ctx, item.ID, new{{@R.Name}}Input(t, s)); err != nil {
			t.Errorf("update a {{@R.label}} %s: %v", older.written, err)
		}
	}
}
