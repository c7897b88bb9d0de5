// Package repository is the data-access layer: one repository per resource, in the MongoDB collection
// of its plural name, through the official driver. Ids are numbers from a counter, as in the SQL
// version, so that the API's ids are the same whichever database stores them.
package repository

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"{{@module}}/internal/resource"
)

// collection holds the documents of one resource, of type D.
type collection[D any] struct {
	name     string
	items    *mongo.Collection
	counters *mongo.Collection
	// decode reads a document as stored, also one an earlier version of the service wrote: every
	// read goes through it.
	decode func(bson.Raw) (D, error)
}

func newCollection[D any](db *mongo.Database, name string, decode func(bson.Raw) (D, error)) collection[D] {
	return collection[D]{name: name, items: db.Collection(name), counters: db.Collection("counters"), decode: decode}
}

// nextID takes the next number of the collection's counter (a document of counters, created by the
// first call).
func (c collection[D]) nextID(ctx context.Context) (int64, error) {
	var counter struct {
		Value int64 `bson:"value"`
	}
	err := c.counters.FindOneAndUpdate(ctx, bson.D{{Key: "_id", Value: c.name}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "value", Value: 1}}}},
		options.FindOneAndUpdate().SetUpsert(true).SetReturnDocument(options.After)).Decode(&counter)
	if err != nil {
		return 0, fmt.Errorf("take the next %s id: %w", c.name, err)
	}
	return counter.Value, nil
}

// list returns the documents q selects: its equality filters (ParseQuery accepts only the
// resource's own fields, which are the documents' keys), its order then the id's, so that pages
// never overlap, and its page.
func (c collection[D]) list(ctx context.Context, q resource.Query) ([]D, error) {
	filter := bson.D{}
	for _, f := range q.Filters {
		filter = append(filter, bson.E{Key: f.Field, Value: f.Value})
	}
	direction := 1
	if q.Desc {
		direction = -1
	}
	sort := bson.D{{Key: "_id", Value: direction}}
	if q.Sort != "id" {
		sort = append(bson.D{{Key: q.Sort, Value: direction}}, sort...)
	}
	cur, err := c.items.Find(ctx, filter, options.Find().SetSort(sort).SetSkip(int64(q.Offset)).SetLimit(int64(q.Limit)))
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", c.name, err)
	}
	defer func() { _ = cur.Close(ctx) }()
	var docs []D
	for cur.Next(ctx) {
		doc, err := c.decode(cur.Current)
		if err != nil {
			return nil, fmt.Errorf("list %s: %w", c.name, err)
		}
		docs = append(docs, doc)
	}
	if err := cur.Err(); err != nil {
		return nil, fmt.Errorf("list %s: %w", c.name, err)
	}
	return docs, nil
}

// get returns the document with id, or resource.ErrNotFound.
func (c collection[D]) get(ctx context.Context, id int64) (D, error) {
	var doc D
	raw, err := c.items.FindOne(ctx, bson.D{{Key: "_id", Value: id}}).Raw()
	if errors.Is(err, mongo.ErrNoDocuments) {
		return doc, resource.ErrNotFound
	}
	if err == nil {
		doc, err = c.decode(raw)
	}
	if err != nil {
		return doc, fmt.Errorf("get %s %d: %w", c.name, id, err)
	}
	return doc, nil
}

// insert stores a new document with id and answers it as a read would: MongoDB keeps times to the
// millisecond.
func (c collection[D]) insert(ctx context.Context, id int64, doc D) (D, error) {
	if _, err := c.items.InsertOne(ctx, doc); err != nil {
		return doc, c.writeError(fmt.Sprintf("create %s %d", c.name, id), err)
	}
	return c.get(ctx, id)
}

// replace replaces the document with id by doc, or returns resource.ErrNotFound.
func (c collection[D]) replace(ctx context.Context, id int64, doc D) (D, error) {
	var stored D
	raw, err := c.items.FindOneAndReplace(ctx, bson.D{{Key: "_id", Value: id}}, doc,
		options.FindOneAndReplace().SetReturnDocument(options.After)).Raw()
	if errors.Is(err, mongo.ErrNoDocuments) {
		return stored, resource.ErrNotFound
	}
	if err != nil {
		return stored, c.writeError(fmt.Sprintf("update %s %d", c.name, id), err)
	}
	if stored, err = c.decode(raw); err != nil {
		return stored, fmt.Errorf("update %s %d: %w", c.name, id, err)
	}
	return stored, nil
}

// remove deletes the document with id, or returns resource.ErrNotFound.
func (c collection[D]) remove(ctx context.Context, id int64) error {
	res, err := c.items.DeleteOne(ctx, bson.D{{Key: "_id", Value: id}})
	if err != nil {
		return fmt.Errorf("delete %s %d: %w", c.name, id, err)
	}
	if res.DeletedCount == 0 {
		return resource.ErrNotFound
	}
	return nil
}

// writeError is the error of a refused write: a unique value taken is a *resource.ConflictError (409)
// naming the field of the index ("... index: <collection>_<field>_key dup key: { <the value> }", read
// before the value, which the client chose).
func (c collection[D]) writeError(op string, err error) error {
	if mongo.IsDuplicateKeyError(err) {
		_, index, _ := strings.Cut(err.Error(), " index: ")
		index, _, _ = strings.Cut(index, " ")
		return resource.ConflictIn(c.name, index)
	}
	return fmt.Errorf("%s: %w", op, err)
}

// withoutNulls is raw without the nulls of keys, the required fields with a default: one made
// required since held null while it was optional, and the driver would read it as the zero value (or
// refuse it, for a decimal) where the SQL stores' migration fills it with the default.
func withoutNulls(raw bson.Raw, keys []string) (bson.Raw, error) {
	if !slices.ContainsFunc(keys, func(key string) bool { return raw.Lookup(key).Type == bson.TypeNull }) {
		return raw, nil
	}
	var doc bson.D
	if err := bson.Unmarshal(raw, &doc); err != nil {
		return nil, err
	}
	doc = slices.DeleteFunc(doc, func(e bson.E) bool { return e.Value == nil && slices.Contains(keys, e.Key) })
	return bson.Marshal(doc)
}
