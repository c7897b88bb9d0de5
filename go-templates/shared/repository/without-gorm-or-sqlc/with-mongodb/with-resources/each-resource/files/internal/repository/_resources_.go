package repository

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

// {{@R.name}}Document is a {{@R.label}} as the {{@R.snakes}} collection holds it: the fields of
// {{@R.pkg}}.{{@R.Name}}, in the same order and of the same types (so that one converts to the other),
// under their JSON names and the id as _id. An optional field left out is absent, but for one with a
// default, which is null: a document lacking it was written before the field was added (see
// decode{{@R.Name}}Document).
type {{@R.name}}Document struct {
	ID int64 `bson:"_id"`
	{{@F.Name}} {{@F.type}} `bson:"{{@F.bsonTag}}"`
	CreatedAt time.Time `bson:"created_at"`
	UpdatedAt time.Time `bson:"updated_at"`
}

// {{@R.Name}}Repository reads and writes {{@R.labels}}, in the {{@R.snakes}} collection.
type {{@R.Name}}Repository struct {
	collection[{{@R.name}}Document]
}

// New{{@R.Name}}Repository returns the repository of {{@R.labels}} in db, creating (if missing) the
// indexes that keep unique fields unique.
func New{{@R.Name}}Repository(ctx context.Context, db *mongo.Database) (*{{@R.Name}}Repository, error) {
	r := &{{@R.Name}}Repository{newCollection(db, "{{@R.snakes}}", decode{{@R.Name}}Document)}
	{{@F.mongoUniqueIndex}}
	return r, nil
}

// List returns the {{@R.labels}} q selects, in its order (then by id), the page it asks.
func (r *{{@R.Name}}Repository) List(ctx context.Context, q resource.Query) ([]{{@R.pkg}}.{{@R.Name}}, error) {
	docs, err := r.list(ctx, q)
	if err != nil {
		return nil, err
	}
	items := make([]{{@R.pkg}}.{{@R.Name}}, len(docs))
	for i, doc := range docs {
		items[i] = {{@R.pkg}}.{{@R.Name}}(doc)
	}
	return items, nil
}

// Get returns the {{@R.label}} with id, or resource.ErrNotFound.
func (r *{{@R.Name}}Repository) Get(ctx context.Context, id int64) ({{@R.pkg}}.{{@R.Name}}, error) {
	doc, err := r.get(ctx, id)
	return {{@R.pkg}}.{{@R.Name}}(doc), err
}

// Create stores a new {{@R.label}}; resource.ErrConflict when a unique field's value is taken.
func (r *{{@R.Name}}Repository) Create(ctx context.Context, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	id, err := r.nextID(ctx)
	if err != nil {
		return {{@R.pkg}}.{{@R.Name}}{}, err
	}
	now := time.Now().UTC().Truncate(time.Millisecond)
	doc, err := r.insert(ctx, id, new{{@R.Name}}Document(id, in, now, now))
	return {{@R.pkg}}.{{@R.Name}}(doc), err
}

// Update replaces the fields of the {{@R.label}} with id, or returns resource.ErrNotFound.
func (r *{{@R.Name}}Repository) Update(ctx context.Context, id int64, in {{@R.pkg}}.Input) ({{@R.pkg}}.{{@R.Name}}, error) {
	old, err := r.get(ctx, id)
	if err != nil {
		return {{@R.pkg}}.{{@R.Name}}{}, err
	}
	doc, err := r.replace(ctx, id, new{{@R.Name}}Document(id, in, old.CreatedAt, time.Now().UTC().Truncate(time.Millisecond)))
	return {{@R.pkg}}.{{@R.Name}}(doc), err
}

// Delete removes the {{@R.label}} with id, or returns resource.ErrNotFound.
func (r *{{@R.Name}}Repository) Delete(ctx context.Context, id int64) error {
	return r.remove(ctx, id)
}

func new{{@R.Name}}Document(id int64, in {{@R.pkg}}.Input, created, updated time.Time) {{@R.name}}Document {
	doc := {{@R.name}}Document{ID: id, CreatedAt: created, UpdatedAt: updated}
	doc.{{@F.Name}} = in.{{@F.Name}}
	return doc
}

// decode{{@R.Name}}Document reads a {{@R.label}} as stored. One an earlier version of the service
// wrote lacks the keys of the fields added since, and the driver leaves a field whose key is absent
// as it was (its struct codec zeroes the struct first only if told to): the document starts with
// {{@R.pkg}}.Defaults, so an old document reads as one created without those fields. A null of a
// field made required since keeps its default too (withoutNulls), as the SQL stores' migration fills
// it. The keys of fields dropped since are skipped. A decimal field that was an integer then holds a
// number (a decimal reads an exact one), read at the field's scale as the SQL stores' column keeps it.
func decode{{@R.Name}}Document(raw bson.Raw) ({{@R.name}}Document, error) {
	item := new{{@R.Name}}Document(0, {{@R.pkg}}.Defaults(), time.Time{}, time.Time{})
	raw, err := withoutNulls(raw, []string{{{@R.nonNull}}})
	if err == nil {
		err = bson.Unmarshal(raw, &item)
	}
	{{@F.afterRead}}
	return item, err
}
