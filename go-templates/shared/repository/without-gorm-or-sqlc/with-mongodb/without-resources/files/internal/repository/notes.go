// Package repository is the data-access layer: one repository per resource, on the service's
// MongoDB database.
package repository

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// ErrNotFound is returned when no document has the id.
var ErrNotFound = errors.New("not found")

// Note is a document of the notes collection. IDs are numbers from a counter, like the SQL version.
type Note struct {
	ID        int64     `bson:"_id"`
	Title     string    `bson:"title"`
	Body      string    `bson:"body"`
	CreatedAt time.Time `bson:"created_at"`
	UpdatedAt time.Time `bson:"updated_at"`
}

// NoteRepository reads and writes notes.
type NoteRepository struct {
	notes    *mongo.Collection
	counters *mongo.Collection
}

// NewNoteRepository returns a repository on db.
func NewNoteRepository(db *mongo.Database) *NoteRepository {
	return &NoteRepository{notes: db.Collection("notes"), counters: db.Collection("counters")}
}

// EnsureSchema creates the index the listing uses (idempotent).
func (r *NoteRepository) EnsureSchema(ctx context.Context) error {
	_, err := r.notes.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: map[string]any{"created_at": -1}})
	if err != nil {
		return fmt.Errorf("create the notes index: %w", err)
	}
	return nil
}

// nextID takes the next number of the notes counter.
func (r *NoteRepository) nextID(ctx context.Context) (int64, error) {
	var counter struct {
		Value int64 `bson:"value"`
	}
	err := r.counters.FindOneAndUpdate(ctx, map[string]any{"_id": "notes"}, map[string]any{"$inc": map[string]any{"value": 1}},
		options.FindOneAndUpdate().SetUpsert(true).SetReturnDocument(options.After)).Decode(&counter)
	return counter.Value, err
}

func notFound(err error) error {
	if errors.Is(err, mongo.ErrNoDocuments) {
		return ErrNotFound
	}
	return err
}

// List returns at most limit notes, newest first (by id: ids only grow), after skipping offset of them.
func (r *NoteRepository) List(ctx context.Context, limit, offset int) ([]Note, error) {
	cur, err := r.notes.Find(ctx, map[string]any{},
		options.Find().SetSort(map[string]any{"_id": -1}).SetLimit(int64(limit)).SetSkip(int64(offset)))
	if err != nil {
		return nil, err
	}
	notes := []Note{}
	return notes, cur.All(ctx, &notes)
}

// Get returns the note with id, or ErrNotFound.
func (r *NoteRepository) Get(ctx context.Context, id int64) (Note, error) {
	var n Note
	return n, notFound(r.notes.FindOne(ctx, map[string]any{"_id": id}).Decode(&n))
}

// Create inserts a note and returns it as stored.
func (r *NoteRepository) Create(ctx context.Context, title, body string) (Note, error) {
	id, err := r.nextID(ctx)
	if err != nil {
		return Note{}, err
	}
	now := time.Now().UTC().Truncate(time.Millisecond)
	n := Note{ID: id, Title: title, Body: body, CreatedAt: now, UpdatedAt: now}
	_, err = r.notes.InsertOne(ctx, n)
	return n, err
}

// Update replaces the title and body of the note with id, or returns ErrNotFound.
func (r *NoteRepository) Update(ctx context.Context, id int64, title, body string) (Note, error) {
	var n Note
	err := r.notes.FindOneAndUpdate(ctx, map[string]any{"_id": id},
		map[string]any{"$set": map[string]any{"title": title, "body": body, "updated_at": time.Now().UTC()}},
		options.FindOneAndUpdate().SetReturnDocument(options.After)).Decode(&n)
	return n, notFound(err)
}

// Delete removes the note with id, or returns ErrNotFound.
func (r *NoteRepository) Delete(ctx context.Context, id int64) error {
	res, err := r.notes.DeleteOne(ctx, map[string]any{"_id": id})
	if err != nil {
		return err
	}
	if res.DeletedCount == 0 {
		return ErrNotFound
	}
	return nil
}
